/**
 * Spec §9 sizing rules as pure functions: container width classes for the call-to-action tile and
 * the player, panel classes, icon sizes, the small-viewport flag and the transcript placement.
 * The widget measures its container (useElementWidth) and the window, and writes the results as
 * data attributes that the SCSS module styles; the tile's heights are also size container queries
 * there (the same bounds), so a tile has its height before anything is measured.
 */

/** Call-to-action tile classes: ≥ 1500, > 800, 500–800, 290–500, 250–290, ≤ 250. */
export type CtaSize = 'cta1500' | 'cta800' | 'cta500' | 'cta290' | 'cta250' | 'ctaMin';

/** Tile height in px for each class (spec: 500, 500, 400, 220, 174, 140). */
export const CTA_HEIGHTS: Record<CtaSize, number> = {
  cta1500: 500,
  cta800: 500,
  cta500: 400,
  cta290: 220,
  cta250: 174,
  ctaMin: 140,
};

/**
 * A shared boundary belongs to the lower class (500 is "290 to 500", 800 is "500 to 800"),
 * matching the icon rule "LG for 500 or less".
 */
export function ctaSizeClass(width: number): CtaSize {
  if (width >= 1500) return 'cta1500';
  if (width > 800) return 'cta800';
  if (width > 500) return 'cta500';
  if (width > 290) return 'cta290';
  if (width > 250) return 'cta250';
  return 'ctaMin';
}

/**
 * Player classes: as the tile, except one 250–500 class replaces 290–500 and 250–290. The player
 * keeps the spec's 56.207 % aspect padding; its classes size the captions and controls.
 */
export type PlayerSize = 'player1500' | 'player800' | 'player500' | 'player250' | 'playerMin';

export function playerSizeClass(width: number): PlayerSize {
  if (width >= 1500) return 'player1500';
  if (width > 800) return 'player800';
  if (width > 500) return 'player500';
  if (width > 250) return 'player250';
  return 'playerMin';
}

/** Panel (transcript) classes at 214, 250, 500 and 800 px: the smallest bound the width fits. */
export type PanelSize = 'panel214' | 'panel250' | 'panel500' | 'panel800' | 'panelWide';

export function panelSizeClass(width: number): PanelSize {
  if (width <= 214) return 'panel214';
  if (width <= 250) return 'panel250';
  if (width <= 500) return 'panel500';
  if (width <= 800) return 'panel800';
  return 'panelWide';
}

/** Icon sizes change at 500 and 800: XXL by default, XL for 500–800, LG for 500 or less. */
export type IconSize = 'XXL' | 'XL' | 'LG';

/** Big play button diameter in px for each icon size. */
export const ICON_PX: Record<IconSize, number> = { XXL: 72, XL: 56, LG: 44 };

export function iconSize(width: number): IconSize {
  if (width <= 500) return 'LG';
  if (width <= 800) return 'XL';
  return 'XXL';
}

export const SMALL_VIEWPORT_MAX = 800;

/** The small-viewport flag: a window 800 px wide or less. */
export function isSmallViewport(windowWidth: number): boolean {
  return windowWidth <= SMALL_VIEWPORT_MAX;
}

export type TranscriptPlacement = 'below' | 'side';

export const TRANSCRIPT_SIDE_MIN = 500;

/**
 * Where the transcript panel goes, decided by the window width: under 500 px it stacks below
 * the controls (full width); from 500 px it sits beside the video.
 */
export function transcriptPlacement(windowWidth: number): TranscriptPlacement {
  return windowWidth < TRANSCRIPT_SIDE_MIN ? 'below' : 'side';
}

/** Device class from the user agent (spec §9: 1366 desktop, 1024 tablet, 767 phone). */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|KFAPWI|Nexus (7|9|10)\b|SM-T\d/i;
const PHONE_UA = /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile/i;

/**
 * Phone, tablet or desktop from the user agent. Tablets are checked first (an iPad or Android
 * tablet UA may also say "Mobile"); Android without "Mobile" is a tablet, with it a phone.
 */
export function deviceFromUserAgent(userAgent: string): DeviceClass {
  const ua = userAgent ?? '';
  if (TABLET_UA.test(ua)) return 'tablet';
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? 'phone' : 'tablet';
  if (PHONE_UA.test(ua)) return 'phone';
  return 'desktop';
}
