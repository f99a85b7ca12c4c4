import { describe, expect, it } from 'vitest';
import {
  activeSectionIndex,
  isBarSticky,
  jumpLinkBarHeight,
  jumpLinkLayout,
  jumpLinkScrollOffset,
  jumpLinkSpacing,
} from './jump-link-rules.ts';

describe('jump-link rules', () => {
  it.each([
    [1366, 64, 64, 128],
    [1025, 64, 64, 128],
    [1024, 48, 56, 104],
    [768, 48, 56, 104],
    [767, 32, 48, 80],
    [375, 32, 48, 80],
  ])('at %i px: spacing %i, bar %i, scroll offset %i', (width, spacing, height, offset) => {
    expect(jumpLinkSpacing(width)).toBe(spacing);
    expect(jumpLinkBarHeight(width)).toBe(height);
    expect(jumpLinkScrollOffset(width)).toBe(offset);
  });

  it.each([
    [1, 'small'],
    [5, 'small'],
    [6, 'large'],
    [9, 'large'],
  ] as const)('%i links use the %s layout', (count, layout) => {
    expect(jumpLinkLayout(count)).toBe(layout);
  });

  it.each([
    [[500, 900, 1400], 128, 0],
    [[100, 600, 1100], 128, 0],
    [[-300, 128, 700], 128, 1],
    [[-900, -400, 120], 128, 2],
    [[-900, undefined, 400], 128, 0],
  ])('tops %j with offset %i select %i', (tops, offset, expected) => {
    expect(activeSectionIndex(tops, offset)).toBe(expected);
  });

  it.each([
    [10, false],
    [0, false],
    [-1, true],
  ])('bar placeholder at %i px is sticky: %s', (top, expected) => {
    expect(isBarSticky(top)).toBe(expected);
  });
});
