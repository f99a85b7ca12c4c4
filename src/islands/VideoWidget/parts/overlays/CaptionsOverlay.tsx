import { overlayCaption, type Cue } from '../../../../video/model/captions.ts';
import type { PlayerStateSource } from '../../../../video/store.ts';
import { usePlayerSlice } from '../player/usePlayerSlice.ts';
import styles from '../player/Player.module.scss?lazy';

/**
 * The cue active at the current time, over the video (follows the player's time by itself), marked
 * with its track's language, which may differ from the page's (an English track on a Spanish page).
 */
export function CaptionsOverlay({
  cues,
  store,
  lang,
}: {
  cues: readonly Cue[];
  store: PlayerStateSource;
  lang?: string | undefined;
}) {
  const text = usePlayerSlice(store, (s) =>
    overlayCaption(cues, s.currentTime, s.totalTime, s.showCaption),
  );
  if (!text) return null;
  return (
    <div className={styles.captions} data-testid="video-captions" lang={lang}>
      <span>{text}</span>
    </div>
  );
}
