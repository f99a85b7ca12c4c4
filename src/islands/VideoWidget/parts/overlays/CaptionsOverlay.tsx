import { overlayCaption, type Cue } from '../../../../video/model/captions.ts';
import { usePlayerState } from '../player/PlayerContext.tsx';
import styles from '../player/Player.module.scss?lazy';

/**
 * The cue active at the current time, over the video (follows the player's time by itself), marked
 * with its track's language, which may differ from the page's (an English track on a Spanish page).
 */
export function CaptionsOverlay({
  cues,
  lang,
}: {
  cues: readonly Cue[];
  lang?: string | undefined;
}) {
  const text = usePlayerState((s) =>
    overlayCaption(cues, s.currentTime, s.totalTime, s.showCaption),
  );
  if (!text) return null;
  return (
    <div className={styles.captions} data-testid="video-captions" lang={lang}>
      <span>{text}</span>
    </div>
  );
}
