import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  keyStep,
  percentToValue,
  timecodeOf,
  valueAtPointer,
  valueForKey,
  valueToPercent,
  volumeText,
} from './slider.ts';

describe('clamping to 0–100 %', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [130, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%d → %d', (input, output) => {
    expect(clampPercent(input)).toBe(output);
  });

  it.each([
    [5, 10, 50],
    [15, 10, 100],
    [-1, 10, 0],
    [3, 0, 0],
  ])('value %d of %d is %d %%', (value, max, percent) => {
    expect(valueToPercent(value, max)).toBe(percent);
  });

  it('maps percent back to value, clamped', () => {
    expect(percentToValue(50, 200)).toBe(100);
    expect(percentToValue(150, 200)).toBe(200);
  });
});

describe('pointer position', () => {
  it.each([
    [150, 100, 200, 10, 2.5],
    [50, 100, 200, 10, 0],
    [400, 100, 200, 10, 10],
    [150, 100, 0, 10, 0],
  ])('x %d on a track at %d, %d px wide, max %d → %d', (x, left, width, max, value) => {
    expect(valueAtPointer(x, left, width, max)).toBe(value);
  });
});

describe('keyboard step: 8 px of the slider width in value units', () => {
  it.each([
    [400, 100, 2],
    [800, 10, 0.1],
    [80, 10, 1],
    [4, 10, 10],
    [0, 100, 1],
    [400, 0, 0],
  ])('width %d px, max %d → step %d', (width, max, step) => {
    expect(keyStep(width, max)).toBeCloseTo(step);
  });

  it.each([
    ['ArrowRight', 50, 52],
    ['ArrowUp', 50, 52],
    ['ArrowLeft', 50, 48],
    ['ArrowDown', 50, 48],
    ['ArrowRight', 99, 100],
    ['ArrowLeft', 1, 0],
    ['Home', 50, 0],
    ['End', 50, 100],
    ['PageUp', 50, 60],
    ['PageDown', 5, 0],
    ['a', 50, undefined],
  ])('on %s from %d the value becomes %s', (key, value, next) => {
    expect(valueForKey(key, value, 100, 400)).toBe(next);
  });
});

describe('value texts', () => {
  it.each([
    ['en', 65, 130, '1:05 of 2:10'],
    ['es', 65, 130, '1:05 de 2:10'],
    ['es', 3700, 3725, '1:01:40 de 1:02:05'],
  ] as const)('in %s, %d of %d seconds is %j', (locale, current, total, text) => {
    expect(timecodeOf(current, total, locale)).toBe(text);
  });

  it('is English unless told otherwise', () => {
    expect(timecodeOf(65, 130)).toBe('1:05 of 2:10');
    expect(volumeText(75)).toBe('75%');
  });

  it.each([
    ['en', 75, '75%'],
    ['es', 75, '75%'],
    ['en', 33.6, '34%'],
    ['es', 100, '100%'],
  ] as const)('in %s, volume %d is %j', (locale, volume, text) => {
    expect(volumeText(volume, locale)).toBe(text);
  });
});
