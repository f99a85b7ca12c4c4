import { describe, expect, it } from 'vitest';
import { normaliseWirelessNumber } from './wireless-number.ts';

describe('normaliseWirelessNumber', () => {
  it.each([
    ['2145550123', '2145550123'],
    ['(214) 555-0123', '2145550123'],
    ['214.555.0123', '2145550123'],
    ['+1 214 555 0123', '2145550123'],
    ['12145550123', '2145550123'],
    ['  214 555 0123  ', '2145550123'],
    ['214555012', undefined],
    ['22145550123', undefined],
    ['214555012a', undefined],
    ['', undefined],
    ['+44 20 7946 0958', undefined],
  ])('%j → %s', (input, expected) => {
    expect(normaliseWirelessNumber(input)).toBe(expected);
  });
});
