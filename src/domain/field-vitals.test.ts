import { describe, expect, it } from 'vitest';
import { deviceClass, isSampled, roundMetric, sampleRate, visitorKind } from './field-vitals.ts';

describe('field vitals rules', () => {
  it.each([
    [320, 'phone'],
    [390, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ] as const)('a %i px viewport is a %s', (width, kind) => {
    expect(deviceClass(width)).toBe(kind);
  });

  it.each([
    [{ signedIn: false, recognised: false }, 'anonymous'],
    [{ signedIn: false, recognised: true }, 'recognised'],
    [{ signedIn: true, recognised: false }, 'signedIn'],
    [{ signedIn: true, recognised: true }, 'signedIn'],
  ] as const)('%j is %s', (state, kind) => {
    expect(visitorKind(state)).toBe(kind);
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['  ', 1],
    ['abc', 1],
    ['0', 0],
    ['0.25', 0.25],
    ['1', 1],
    ['-1', 0],
    ['7', 1],
  ])('the sample rate of %j is %d', (raw, rate) => {
    expect(sampleRate(raw)).toBe(rate);
  });

  it.each([
    [1, 0, true],
    [1, 0.999, true],
    [0, 0, false],
    [0.25, 0.24, true],
    [0.25, 0.25, false],
    [0.25, 0.9, false],
  ])('rate %d with draw %d sends: %s', (rate, draw, sent) => {
    expect(isSampled(rate, draw)).toBe(sent);
  });

  it('rounds milliseconds to whole ones and CLS to four decimals', () => {
    expect(roundMetric('LCP', 1234.56)).toBe(1235);
    expect(roundMetric('INP', 40)).toBe(40);
    expect(roundMetric('CLS', 0.123456)).toBe(0.1235);
  });
});
