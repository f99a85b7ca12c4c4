import { overlayCaption, type Cue } from '../../../video/captions.ts';
import styles from '../VideoWidget.module.scss';

/** The cue active at the current time, over the video. */
export function CaptionsOverlay(props: {
  cues: readonly Cue[];
  time: number;
  duration: number;
  show: boolean;
}) {
  const text = overlayCaption(props.cues, props.time, props.duration, props.show);
  if (!text) return null;
  return (
    <div className={styles.captions} data-testid="video-captions">
      <span>{text}</span>
    </div>
  );
}
