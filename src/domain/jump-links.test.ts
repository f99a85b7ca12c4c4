import { describe, expect, it } from 'vitest';
import { scrollOffset } from './jump-links.ts';

describe('scrollOffset', () => {
  it.each([
    [1366, 96],
    [1025, 96],
    [1024, 88],
    [768, 88],
    [767, 80],
    [375, 80],
  ])('scroll offset at %i px is %i', (width, offset) => {
    expect(scrollOffset(width)).toBe(offset);
  });
});
