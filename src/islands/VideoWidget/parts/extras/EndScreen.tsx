/** After the last part: 'Related Videos:' (a press plays that video) and a 'Replay' button. */
import { useId, type MouseEvent } from 'react';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { OverlayText } from '../../../../video/model/overlay-text.ts';
import common from '../../VideoWidget.module.scss?lazy';
import styles from './PlayerExtras.module.scss?lazy';
import { OverlayTextCard } from './OverlayTextCard.tsx';

export interface EndScreenProps {
  related: readonly VideoMetadata[];
  /** Shown on the end screen with overlayTextDisplayAtEnd. */
  overlay?: OverlayText | undefined;
  onReplay: (event: MouseEvent) => void;
  onChoose: (video: VideoMetadata) => void;
}

export function EndScreen({ related, overlay, onReplay, onChoose }: EndScreenProps) {
  const headingId = useId();
  return (
    <div className={styles.endScreen} data-part="end-screen">
      {overlay && <OverlayTextCard overlay={overlay} />}
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.relatedHeading}>
            Related Videos:
          </h3>
          <ul className={styles.relatedList}>
            {related.map((video) => (
              <li key={video.id}>
                <button
                  type="button"
                  className={styles.relatedButton}
                  onClick={() => onChoose(video)}
                >
                  <img className={styles.relatedThumb} src={video.poster} alt="" />
                  <span className={styles.relatedTitle}>{video.title || video.alt}</span>{' '}
                  <span className={styles.relatedTime}>
                    <span className={common.visuallyHidden}>Duration </span>
                    {video.durationText}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button
        type="button"
        className={styles.replayButton}
        aria-label="Replay video"
        onClick={onReplay}
        data-autofocus-end
      >
        Replay
      </button>
    </div>
  );
}
