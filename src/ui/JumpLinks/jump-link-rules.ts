import { TABLET_MAX } from '../shared/breakpoints.ts';

const TABLET_MIN = 768;

/** Space kept between the sticky bar and a section heading scrolled to: 64 / 48 / 32 px. */
export function jumpLinkSpacing(viewportWidth: number): number {
  if (viewportWidth > TABLET_MAX) return 64;
  if (viewportWidth >= TABLET_MIN) return 48;
  return 32;
}

/** Height of the bar: 64 / 56 / 48 px by the same widths. */
export function jumpLinkBarHeight(viewportWidth: number): number {
  if (viewportWidth > TABLET_MAX) return 64;
  if (viewportWidth >= TABLET_MIN) return 56;
  return 48;
}

/** How far above a section's top the page stops, so the heading clears the sticky bar. */
export function jumpLinkScrollOffset(viewportWidth: number): number {
  return jumpLinkBarHeight(viewportWidth) + jumpLinkSpacing(viewportWidth);
}

export type JumpLinkLayout = 'small' | 'large';

/** Bars with five or fewer links fit in one centred row; longer ones scroll sideways. */
export function jumpLinkLayout(count: number): JumpLinkLayout {
  return count <= 5 ? 'small' : 'large';
}

/**
 * The section being read: the last one whose top has reached the offset line.
 * Before the first section reaches it, the first link stays selected.
 */
export function activeSectionIndex(
  sectionTops: ReadonlyArray<number | undefined>,
  offset: number,
): number {
  let active = 0;
  sectionTops.forEach((top, index) => {
    if (top !== undefined && top <= offset + 1) active = index;
  });
  return active;
}

/** The bar sticks once its resting place has scrolled above the viewport top. */
export function isBarSticky(placeholderTop: number): boolean {
  return placeholderTop < 0;
}
