import { describe, expect, it } from 'vitest';
import { expandAllLabel, visibleCount } from './accordion-rules.ts';

describe('expandAllLabel', () => {
  it.each([
    [[true, true], 'Collapse all'],
    [[false, false], 'Expand all'],
    [[true, false], 'Expand all'],
    [[], 'Expand all'],
  ])('%j → %s', (states, label) => {
    expect(expandAllLabel(states, 'Expand all', 'Collapse all')).toBe(label);
  });
});

describe('visibleCount', () => {
  it.each([
    [10, 3, false, 3],
    [10, 3, true, 10],
    [2, 3, false, 2],
    [5, undefined, false, 5],
    [5, 0, false, 5],
  ] as const)('total %i, initial %s, showAll %s → %i', (total, initial, showAll, expected) => {
    expect(visibleCount(total, initial, showAll)).toBe(expected);
  });
});
