import { describe, expect, it } from 'vitest';
import { DEFAULT_HOVER, ctaMode, fitHoverSegment, isSafari, parseHoverSegment } from './preview.ts';

const base = {
  customCTAdisplay: false,
  hasCustomContent: false,
  autoplay: false,
  autoPlaySource: undefined,
  hover: false,
  previewsAllowed: true,
};

describe('ctaMode', () => {
  it.each([
    [{}, 'poster'],
    [{ customCTAdisplay: true, hasCustomContent: true }, 'custom'],
    [{ customCTAdisplay: true, hasCustomContent: false }, 'poster'],
    [{ customCTAdisplay: true, hasCustomContent: true, autoplay: true }, 'custom'],
    [{ autoplay: true }, 'autoplay-missing-source'],
    [{ autoplay: true, autoPlaySource: '/a.mpd' }, 'autoplay'],
    [{ autoplay: true, autoPlaySource: '/a.mpd', previewsAllowed: false }, 'poster'],
    [{ autoplay: true, autoPlaySource: '/a.mpd', hover: true }, 'autoplay'],
    [{ hover: true }, 'hover'],
    [{ hover: true, previewsAllowed: false }, 'poster'],
  ])('%j → %s', (input, mode) => {
    expect(ctaMode({ ...base, ...input })).toBe(mode);
  });
});

it.each([
  [
    'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    true,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    true,
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    false,
  ],
  ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', false],
  ['Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/140.0', false],
])('isSafari(%s) is %s', (ua, safari) => {
  expect(isSafari(ua)).toBe(safari);
});

describe('hover segment', () => {
  it.each([
    [undefined, DEFAULT_HOVER],
    ['', DEFAULT_HOVER],
    ['not json', DEFAULT_HOVER],
    ['{"b":"2","e":"6"}', { begin: 2, end: 6 }],
    ['{"b":"0:02","e":"0:04.5"}', { begin: 2, end: 4.5 }],
    ['[{"b":3,"e":5},{"b":7,"e":9}]', { begin: 3, end: 5 }],
    ['{"b":"4"}', { begin: 4, end: 14 }],
    ['{"b":"6","e":"2"}', DEFAULT_HOVER],
    ['{"e":"3"}', { begin: 0, end: 3 }],
    ['42', DEFAULT_HOVER],
  ])('%j → %j', (text, segment) => {
    expect(parseHoverSegment(text)).toEqual(segment);
  });

  it.each([
    [{ begin: 0, end: 10 }, 8, { begin: 0, end: 8 }],
    [{ begin: 2, end: 6 }, 8, { begin: 2, end: 6 }],
    [{ begin: 9, end: 12 }, 8, { begin: 0, end: 8 }],
    [{ begin: 2, end: 20 }, 0, { begin: 2, end: 20 }],
  ])('%j fitted to %d s is %j', (segment, seconds, fitted) => {
    expect(fitHoverSegment(segment, seconds)).toEqual(fitted);
  });
});
