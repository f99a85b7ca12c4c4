import { describe, expect, it } from 'vitest';
import { clampTabIndex, overflowArrows, tabBarOffset, tabIndexForKey } from './tabs-rules.ts';

describe('tab rules', () => {
  it.each([
    [1366, 'large', 64],
    [1025, 'large', 64],
    [1024, 'large', 32],
    [768, 'large', 32],
    [767, 'large', 24],
    [375, 'large', 24],
    [1366, 'small', 24],
  ] as const)('bar offset at %i px, %s → %i', (width, size, offset) => {
    expect(tabBarOffset(width, size)).toBe(offset);
  });

  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 2],
    ['ArrowLeft', 0, 0],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['ArrowDown', 1, null],
    ['Enter', 1, null],
  ] as const)('%s from %i of 3 → %s', (key, current, expected) => {
    expect(tabIndexForKey(key, current, 3)).toBe(expected);
  });

  it.each([
    [undefined, 3, 0],
    [-2, 3, 0],
    [7, 3, 2],
    [1.8, 3, 1],
    [Number.NaN, 3, 0],
  ])('clamps default index %s of %i to %i', (index, count, expected) => {
    expect(clampTabIndex(index, count)).toBe(expected);
  });

  it.each([
    [0, 300, 300, { previous: false, next: false }],
    [0, 300, 600, { previous: false, next: true }],
    [150, 300, 600, { previous: true, next: true }],
    [300, 300, 600, { previous: true, next: false }],
  ])('arrows at scrollLeft %i, client %i, scroll %i', (left, client, scroll, expected) => {
    expect(overflowArrows(left, client, scroll)).toEqual(expected);
  });
});
