import { describe, expect, it } from 'vitest';
import { locatePart, markerPercents, partStarts, timelineTime, totalLength } from './chapters.ts';

const lengths = [8, 9, 10];

describe('chapter parts by cumulative length', () => {
  it('starts and total', () => {
    expect(partStarts(lengths)).toEqual([0, 8, 17]);
    expect(totalLength(lengths)).toBe(27);
    expect(partStarts([])).toEqual([]);
  });

  it.each([
    [0, 0, 0],
    [3.5, 0, 3.5],
    [7.99, 0, 7.99],
    // A boundary belongs to the part that starts there.
    [8, 1, 0],
    [8.5, 1, 0.5],
    [16.9, 1, 8.9],
    [17, 2, 0],
    [26, 2, 9],
    // Past the end: the last part's end; before the start or not a number: the start.
    [27, 2, 10],
    [99, 2, 10],
    [-4, 0, 0],
    [Number.NaN, 0, 0],
  ])('time %d is part %d at %d s', (time, index, offset) => {
    const at = locatePart(lengths, time);
    expect(at.index).toBe(index);
    expect(at.offset).toBeCloseTo(offset, 5);
  });

  it('a part of no length is skipped over', () => {
    expect(locatePart([5, 0, 5], 5)).toEqual({ index: 2, offset: 0 });
  });

  it('no parts: the start', () => {
    expect(locatePart([], 12)).toEqual({ index: 0, offset: 0 });
  });

  it('timeline time from a part and offset (the inverse)', () => {
    expect(timelineTime(lengths, 0, 2)).toBe(2);
    expect(timelineTime(lengths, 2, 1.5)).toBe(18.5);
    for (const t of [0, 4, 8, 12.25, 17, 26.5])
      expect(
        timelineTime(lengths, locatePart(lengths, t).index, locatePart(lengths, t).offset),
      ).toBeCloseTo(t, 5);
  });

  it('slider marks where parts 2… start, in percent', () => {
    expect(markerPercents([10, 10])).toEqual([50]);
    expect(markerPercents([5, 10, 5])).toEqual([25, 75]);
    expect(markerPercents([])).toEqual([]);
    expect(markerPercents([0])).toEqual([]);
  });
});
