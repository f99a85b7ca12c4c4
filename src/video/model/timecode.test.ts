import { describe, expect, it } from 'vitest';
import { formatTimecode, remainingTimecode, isoDuration, parseTimecode } from './timecode.ts';

describe('parseTimecode', () => {
  it.each([
    ['1:24', 84],
    ['0:10', 10],
    ['01:02:03', 3723],
    ['00:00:02.500', 2.5],
    ['84', 84],
    [' 2:05 ', 125],
    ['', 0],
    ['abc', 0],
    ['1:2:3:4', 0],
    ['-1:00', 0],
    [undefined, 0],
    [null, 0],
    [12, 12],
    [Number.NaN, 0],
  ] as const)('%j is %d seconds', (input, seconds) => {
    expect(parseTimecode(input)).toBe(seconds);
  });
});

describe('formatTimecode (h:mm:ss or m:ss)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [130.9, '2:10'],
    [599, '9:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d seconds shows %s', (seconds, text) => {
    expect(formatTimecode(seconds)).toBe(text);
  });
});

describe('isoDuration', () => {
  it.each([
    [84, 'PT1M24S'],
    [10, 'PT10S'],
    [60, 'PT1M'],
    [3723, 'PT1H2M3S'],
    [0, 'PT0S'],
  ])('%d seconds is %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });
});

describe('remainingTimecode', () => {
  it.each([
    [10, 0, '-', '0:10'],
    [10, 9.2, '', '0:00'],
    [10, 8.9, '-', '0:01'],
    [10, 10, '', '0:00'],
    [10, 10.3, '', '0:00'],
    [0, 0, '', '0:00'],
    [84, 20, '-', '1:04'],
  ])('total %d at %d: %s%s', (total, current, sign, text) => {
    const remaining = remainingTimecode(total, current);
    expect(remaining).toEqual({ sign, text });
  });
});
