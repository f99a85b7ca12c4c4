/** Rules that turn the parsed options and the viewport into the player's layout (no zod: browser code imports these). */

export type PlayerLayout = 'inline' | 'modal' | 'cinema';

export const NARROW_MAX_WIDTH = 767;

/** Modal only when asked, except that narrow screens (≤ 767) open as a modal unless cinema or modal is set. */
export function playerLayout(
  options: { modal?: boolean | undefined; cinema?: boolean | undefined },
  viewportWidth: number,
): PlayerLayout {
  if (options.modal) return 'modal';
  if (options.cinema) return 'cinema';
  return viewportWidth <= NARROW_MAX_WIDTH ? 'modal' : 'inline';
}

/** The full-screen toggle shows only when the viewport is wider than 767. */
export function showFullscreenToggle(viewportWidth: number): boolean {
  return viewportWidth > NARROW_MAX_WIDTH;
}

export type WidthClass = 'w250' | 'w400' | 'w600' | 'wide';

/** Control-bar width classes at 250, 400 and 600 px of container width. */
export function controlBarWidthClass(width: number): WidthClass {
  if (width <= 250) return 'w250';
  if (width <= 400) return 'w400';
  if (width <= 600) return 'w600';
  return 'wide';
}

/** Players this wide or narrower keep their chapter list hidden until asked (player250 and below). */
export const PLAYLIST_HIDDEN_MAX_WIDTH = 500;

/**
 * Whether a chaptered video's chapter list shows before the visitor uses the playlist toggle:
 * beside the wide inline and cinema players, where it fits under the controls; not in a modal
 * (a phone's, mostly), nor under a player of 500 px or less, where it would push the video's
 * controls and rating out of the small box.
 */
export function playlistShownByDefault(layout: PlayerLayout, width: number): boolean {
  return layout !== 'modal' && width > PLAYLIST_HIDDEN_MAX_WIDTH;
}

/** The remaining time hides at 600 px or narrower. */
export function showRemainingTime(width: number): boolean {
  return width > 600;
}
