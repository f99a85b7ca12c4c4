/** After the last part: 'Related Videos:' (a press plays that video) and a 'Replay' button. */
import { useId, type MouseEvent } from 'react';
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { videoText } from '../../../../domain/i18n/video.ts';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { OverlayText } from '../../../../video/model/overlay-text.ts';
import common from '../../VideoWidget.module.scss?lazy';
import styles from './PlayerExtras.module.scss?lazy';
import { OverlayTextCard } from './OverlayTextCard.tsx';
import { Loader } from '../overlays/Loader.tsx';

export interface EndScreenProps {
  related: readonly VideoMetadata[];
  /** Shown on the end screen with overlayTextDisplayAtEnd. */
  overlay?: OverlayText | undefined;
  /** The chosen video's id while its metadata loads: the loader shows over the list. */
  choosing?: string | undefined;
  onReplay: (event: MouseEvent) => void;
  /** With the press's event, for its action code (click, touch or key). */
  onChoose: (video: VideoMetadata, event: MouseEvent) => void;
  /** The page's language, for the end screen's texts. */
  locale?: Locale | undefined;
}

export function EndScreen({
  related,
  overlay,
  choosing,
  onReplay,
  onChoose,
  locale,
}: EndScreenProps) {
  const headingId = useId();
  const widgetTexts = videoText(locale);
  const texts = videoPlayerText(locale);
  return (
    <div className={styles.endScreen} data-part="end-screen">
      {overlay && <OverlayTextCard overlay={overlay} />}
      {related.length > 0 && (
        <section
          className={styles.related}
          aria-labelledby={headingId}
          aria-busy={choosing ? 'true' : undefined}
        >
          <h3 id={headingId} className={styles.relatedHeading}>
            {texts.endScreen.related}
          </h3>
          <ul className={styles.relatedList}>
            {related.map((video) => (
              <li key={video.id}>
                <button
                  type="button"
                  className={styles.relatedButton}
                  onClick={(event) => onChoose(video, event)}
                  data-choosing={choosing === video.id ? 'true' : undefined}
                >
                  <img className={styles.relatedThumb} src={video.poster} alt="" />
                  <span className={styles.relatedTitle} lang={video.lang}>
                    {video.title || video.alt}
                  </span>{' '}
                  <span className={styles.relatedTime}>
                    <span className={common.visuallyHidden}>{widgetTexts.tile.duration} </span>
                    {video.durationText}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {choosing && (
        <div className={common.overlayCenter}>
          <Loader label={widgetTexts.loading.video} />
        </div>
      )}
      <button
        type="button"
        className={styles.replayButton}
        aria-label={texts.player.replay}
        onClick={onReplay}
        data-autofocus-end
      >
        {texts.endScreen.replay}
      </button>
    </div>
  );
}
