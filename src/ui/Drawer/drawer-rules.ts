export const DRAWER_POSITIONS = ['left', 'right', 'top', 'bottom'] as const;
export type DrawerPosition = (typeof DRAWER_POSITIONS)[number];

export const DRAWER_SIZES = ['small', 'medium', 'large', 'full'] as const;
export type DrawerSize = (typeof DRAWER_SIZES)[number];

/** Share of the viewport (width for left/right, height for top/bottom and on mobile). */
export const DRAWER_SIZE_PERCENT: Record<DrawerSize, number> = {
  small: 30,
  medium: 50,
  large: 90,
  full: 100,
};

export const DRAWER_OPEN_DELAY_MS = 100;
export const DRAWER_CLOSE_DELAY_MS = 500;
export const DEFAULT_MOBILE_HEADER_HEIGHT = 44;
