import { describe, expect, it } from 'vitest';
import { gridColumns } from './grid-rules.ts';

describe('gridColumns', () => {
  it.each([
    [undefined, 3, 3],
    [4, 3, 4],
    [0, 3, 3],
    [13, 3, 3],
    [2.5, 3, 3],
    [12, 1, 12],
  ])('%s with fallback %i → %i', (value, fallback, expected) => {
    expect(gridColumns(value, fallback)).toBe(expected);
  });
});
