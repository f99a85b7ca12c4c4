import { MOBILE_MAX, TABLET_MAX } from '../shared/breakpoints.ts';

export const TAB_SLIDE_MS = 500;
export const TAB_STICKY_SCROLL_DELAY_MS = 250;

export type TabsSize = 'large' | 'small';

/** Space kept between the tab bar and what it scrolls to: 64 px, 32 px at ≤ 1024, 24 px at ≤ 767 or small size. */
export function tabBarOffset(viewportWidth: number, size: TabsSize = 'large'): number {
  if (size === 'small' || viewportWidth <= MOBILE_MAX) return 24;
  if (viewportWidth <= TABLET_MAX) return 32;
  return 64;
}

/** The tab a key moves to; arrows stop at the ends (no wrap). Null for keys tabs do not handle. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A default index outside the list falls back to the nearest valid tab. */
export function clampTabIndex(index: number | undefined, count: number): number {
  if (count <= 0) return 0;
  const whole = Number.isFinite(index) ? Math.trunc(index ?? 0) : 0;
  return Math.min(count - 1, Math.max(0, whole));
}

/** Which overflow arrows a horizontally scrolling tab list needs. */
export function overflowArrows(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return { previous: scrollLeft > 1, next: scrollLeft + clientWidth < scrollWidth - 1 };
}
