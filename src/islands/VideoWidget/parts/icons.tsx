/** Inline SVG icons for the player; decorative (buttons carry the accessible names). */
import type { ReactElement } from 'react';
import type { VolumeIcon } from '../../../video/volume.ts';

const svg = (path: ReactElement, size = 24) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

export const PlayIcon = ({ size }: { size?: number }) =>
  svg(<path fill="currentColor" d="M8 5v14l11-7z" />, size);
export const PauseIcon = () => svg(<path fill="currentColor" d="M6 5h4v14H6zm8 0h4v14h-4z" />);
export const CloseIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
    />,
  );
export const CaptionsIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1z"
    />,
  );
export const TranscriptIcon = () =>
  svg(<path fill="currentColor" d="M4 5h16v2H4zm0 4h16v2H4zm0 4h10v2H4zm0 4h10v2H4z" />);
export const FullscreenIcon = ({ active }: { active: boolean }) =>
  svg(
    <path
      fill="currentColor"
      d={
        active
          ? 'M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z'
          : 'M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z'
      }
    />,
  );

const SPEAKER = 'M3 9v6h4l5 5V4L7 9z';
const VOLUME_PATHS: Record<VolumeIcon, string> = {
  full: `${SPEAKER}m13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12zM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06A9 9 0 0 0 14 3.23z`,
  half: `${SPEAKER}m13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12z`,
  low: 'M7 9v6h4l5 5V4l-5 5z',
  muted: `${SPEAKER}m13.59 3L19 9.41 17.59 8 15 10.59 12.41 8 11 9.41 13.59 12 11 14.59 12.41 16 15 13.41 17.59 16 19 14.59 16.41 12z`,
};

export const VolumeIconSvg = ({ icon }: { icon: VolumeIcon }) => (
  <span data-icon={icon}>{svg(<path fill="currentColor" d={VOLUME_PATHS[icon]} />)}</span>
);
