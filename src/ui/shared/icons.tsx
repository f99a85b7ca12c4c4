/**
 * The one icon set: the named line icons buttons and links may use, and the video player's
 * filled control icons. Every icon is decorative (the control carries the accessible name).
 */
import type { ReactNode } from 'react';

/** The small icon set buttons and links may name (names are serialisable, so islands can receive them). */
export const ICON_NAMES = ['arrow-right', 'cart', 'mail', 'globe', 'external', 'phone'] as const;
export type IconName = (typeof ICON_NAMES)[number];

const PATHS: Record<IconName, string> = {
  'arrow-right': 'M4 10h11M11 5l5 5-5 5',
  cart: 'M2 3h3l2 10h9l2-7H6M8 17a1 1 0 100 .1M15 17a1 1 0 100 .1',
  mail: 'M3 5h14v10H3zM3 5l7 6 7-6',
  globe: 'M10 2a8 8 0 100 16 8 8 0 000-16zM2 10h16M10 2c3 3 3 13 0 16M10 2c-3 3-3 13 0 16',
  external: 'M11 3h6v6M17 3l-8 8M15 12v5H3V5h5',
  phone: 'M6 2h8v16H6zM9 15h2',
};

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}

/** The decorative <svg> every icon here is drawn in. */
function Svg({ size, box, children }: { size: number; box: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
    >
      {children}
    </svg>
  );
}

/** A named line icon (20 × 20 grid). */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <Svg size={size} box={20}>
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** A filled media icon (24 × 24 grid). */
const Filled = ({ d, size = 24 }: { d: string; size?: number | undefined }) => (
  <Svg size={size} box={24}>
    <path fill="currentColor" d={d} />
  </Svg>
);

export const PlayIcon = ({ size }: { size?: number }) => <Filled d="M8 5v14l11-7z" size={size} />;
export const PauseIcon = () => <Filled d="M6 5h4v14H6zm8 0h4v14h-4z" />;
export const CloseIcon = () => (
  <Filled d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
);
export const CaptionsIcon = () => (
  <Filled d="M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1z" />
);
export const TranscriptIcon = () => <Filled d="M4 5h16v2H4zm0 4h16v2H4zm0 4h10v2H4zm0 4h10v2H4z" />;
export const PlaylistIcon = () => <Filled d="M3 6h12v2H3zm0 4h12v2H3zm0 4h8v2H3zm13 0v6l5-3z" />;
export const FullscreenIcon = ({ active }: { active: boolean }) => (
  <Filled
    d={
      active
        ? 'M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z'
        : 'M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z'
    }
  />
);

/** Speaker levels (src/video/volume.ts picks one from the volume and mute state). */
export type VolumeLevel = 'full' | 'half' | 'low' | 'muted';

const SPEAKER = 'M3 9v6h4l5 5V4L7 9z';
const VOLUME_PATHS: Record<VolumeLevel, string> = {
  full: `${SPEAKER}m13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12zM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06A9 9 0 0 0 14 3.23z`,
  half: `${SPEAKER}m13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12z`,
  low: 'M7 9v6h4l5 5V4l-5 5z',
  muted: `${SPEAKER}m13.59 3L19 9.41 17.59 8 15 10.59 12.41 8 11 9.41 13.59 12 11 14.59 12.41 16 15 13.41 17.59 16 19 14.59 16.41 12z`,
};

export const VolumeIconSvg = ({ icon }: { icon: VolumeLevel }) => (
  <span data-icon={icon}>
    <Filled d={VOLUME_PATHS[icon]} />
  </span>
);
