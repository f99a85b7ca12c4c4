/**
 * After the last part: 'Related Videos:', each a recommended poster tile (spec §2: its invisible
 * full-tile button plays that video), and a 'Replay' button.
 */
import { useId, useMemo, type MouseEvent } from 'react';
import { videoText } from '../../../../domain/i18n/video.ts';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { OverlayText } from '../../../../video/model/overlay-text.ts';
import { recommendedItem } from '../../../../video/model/recommended.ts';
import { PosterTile } from '../poster/PosterTile.tsx';
import type { TileLook } from '../cta/look.ts';
import common from '../../VideoWidget.module.scss?lazy';
import styles from './PlayerExtras.module.scss?lazy';
import { OverlayTextCard } from './OverlayTextCard.tsx';
import { Loader } from '../overlays/Loader.tsx';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

export interface EndScreenProps {
  related: readonly VideoMetadata[];
  /** Shown on the end screen with overlayTextDisplayAtEnd. */
  overlay?: OverlayText | undefined;
  /** The chosen video's id while its metadata loads: the loader shows over the list. */
  choosing?: string | undefined;
  onReplay: (event: MouseEvent) => void;
  /** With the press's event, for its action code (click, touch or key). */
  onChoose: (video: VideoMetadata, event: MouseEvent) => void;
}

/** The end screen's own sizing of the tiles: a 16:9 thumbnail, and a title that reads on it. */
const RELATED_LOOK: TileLook = {
  alignment: 'center',
  classes: {
    cta: undefined,
    ctaBackground: styles.relatedStage,
    ctaButton: undefined,
    ctaText: styles.relatedTitle,
  },
};

export function EndScreen({ related, overlay, choosing, onReplay, onChoose }: EndScreenProps) {
  const locale = useLocale();
  const headingId = useId();
  const widgetTexts = videoText(locale);
  const texts = videoPlayerText(locale);
  const items = useMemo(
    () =>
      related.map((video) => ({
        video,
        item: recommendedItem(video, typeof window === 'undefined' ? '' : window.location.origin),
      })),
    [related],
  );
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
            {items.map(({ video, item }) => (
              <li key={video.id} data-choosing={choosing === video.id ? 'true' : undefined}>
                <PosterTile
                  metadata={video}
                  recommended={item}
                  showTitle
                  showTime
                  look={RELATED_LOOK}
                  onPlay={(event) => onChoose(video, event)}
                />
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
