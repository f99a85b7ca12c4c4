import { describe, expect, it } from 'vitest';
import { isVideoId, parseMoment, watchPath, watchPathAt } from './video-pages.ts';

describe('watch page paths', () => {
  it.each([
    ['5001039', 'en', '/support/videos/5001039'],
    ['5001039', 'es', '/es/support/videos/5001039'],
    ['av00024', 'en', '/support/videos/av00024'],
  ] as const)('%s in %s is %s', (id, locale, path) => {
    expect(watchPath(id, locale)).toBe(path);
  });

  it.each([
    [75, '/support/videos/9100003?t=75'],
    [75.9, '/support/videos/9100003?t=75'],
    [0, '/support/videos/9100003'],
    [-3, '/support/videos/9100003'],
    [Number.NaN, '/support/videos/9100003'],
  ])('at %s s is %s', (seconds, path) => {
    expect(watchPathAt('9100003', seconds)).toBe(path);
  });

  it('keeps the language at a moment', () => {
    expect(watchPathAt('9100003', 12, 'es')).toBe('/es/support/videos/9100003?t=12');
  });

  it.each([
    ['5001039', true],
    ['av00024', true],
    ['', false],
    ['../etc', false],
    ['5001039.json', false],
    ['a'.repeat(33), false],
    [42, false],
  ])('%s is a video id: %s', (value, expected) => {
    expect(isVideoId(value)).toBe(expected);
  });
});

describe('parseMoment', () => {
  it.each([
    ['75', 75],
    ['75s', 75],
    ['75.6', 75],
    ['1m15s', 75],
    ['1m', 60],
    ['15s', 15],
    ['1h2m3s', 3723],
    ['2h', 7200],
    [' 1M15S ', 75],
    ['0', 0],
  ])('%s is %s s', (value, seconds) => {
    expect(parseMoment(value)).toBe(seconds);
  });

  it.each([null, undefined, '', 'abc', '-5', '1:15', '1m15', 'm', 's', '1e9', '99999999', '1x'])(
    '%s is no moment',
    (value) => {
      expect(parseMoment(value)).toBeUndefined();
    },
  );
});
