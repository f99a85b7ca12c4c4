/**
 * The small play/pause box of the preview modes (spec §2: autoplay or hover-preview mode shows a
 * muted looping video with a small play/pause box), showing the video's duration. A press toggles
 * the preview; the tile's own button still opens the player.
 */
import { useLocale } from '../../../../ui/shared/locale-context.tsx';
import { videoText } from '../../../../domain/i18n/video.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import { PauseIcon, PlayIcon } from '../../../../ui/shared/icons.tsx';

export interface PreviewBoxProps {
  metadata: VideoMetadata;
  /** Whether the preview plays (the press pauses it) or not (the press plays it). */
  playing: boolean;
  onToggle: () => void;
  classes: Readonly<Record<string, string>>;
}

export function PreviewBox({ metadata, playing, onToggle, classes: styles }: PreviewBoxProps) {
  const locale = useLocale();
  const texts = videoText(locale).tile;
  return (
    <button type="button" className={styles.previewBox} onClick={onToggle}>
      <span aria-hidden="true">{playing ? <PauseIcon /> : <PlayIcon size={20} />}</span>
      {/* The visible duration is part of the name (WCAG 2.5.3 label in name). */}
      <span className={styles.visuallyHidden}>
        {playing ? texts.pausePreview : texts.playPreview}
        {metadata.seconds > 0 ? `, ${texts.previewDuration} ` : ''}
      </span>
      {metadata.seconds > 0 && metadata.durationText}
    </button>
  );
}
