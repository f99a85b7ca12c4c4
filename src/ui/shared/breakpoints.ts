/** The spec's breakpoints as numbers, for logic that cannot live in CSS. */
export const MOBILE_MAX = 767;
export const TABLET_MAX = 1024;

export function viewportWidth(): number {
  return typeof window === 'undefined' ? TABLET_MAX + 1 : window.innerWidth;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
