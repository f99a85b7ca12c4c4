import { describe, expect, it } from 'vitest';
import {
  CTA_HEIGHTS,
  ctaSizeClass,
  deviceFromUserAgent,
  iconSize,
  isSmallViewport,
  panelSizeClass,
  playerSizeClass,
  transcriptPlacement,
} from './layout.ts';

describe('call-to-action width classes (≥1500, >800, 500–800, 290–500, 250–290, ≤250)', () => {
  it.each([
    [1920, 'cta1500', 500],
    [1500, 'cta1500', 500],
    [1499, 'cta800', 500],
    [801, 'cta800', 500],
    [800, 'cta500', 400],
    [501, 'cta500', 400],
    [500, 'cta290', 220],
    [291, 'cta290', 220],
    [290, 'cta250', 174],
    [251, 'cta250', 174],
    [250, 'ctaMin', 140],
    [0, 'ctaMin', 140],
  ] as const)('width %d is %s, %d px high', (width, cls, height) => {
    expect(ctaSizeClass(width)).toBe(cls);
    expect(CTA_HEIGHTS[ctaSizeClass(width)]).toBe(height);
  });
});

describe('player width classes (250–500 replaces 290–500 and 250–290)', () => {
  it.each([
    [1500, 'player1500'],
    [1499, 'player800'],
    [801, 'player800'],
    [800, 'player500'],
    [501, 'player500'],
    [500, 'player250'],
    [290, 'player250'],
    [251, 'player250'],
    [250, 'playerMin'],
  ] as const)('width %d is %s', (width, cls) => {
    expect(playerSizeClass(width)).toBe(cls);
  });
});

describe('panel classes at 214, 250, 500 and 800', () => {
  it.each([
    [100, 'panel214'],
    [214, 'panel214'],
    [215, 'panel250'],
    [250, 'panel250'],
    [251, 'panel500'],
    [500, 'panel500'],
    [501, 'panel800'],
    [800, 'panel800'],
    [801, 'panelWide'],
  ] as const)('width %d is %s', (width, cls) => {
    expect(panelSizeClass(width)).toBe(cls);
  });
});

describe('icon sizes: XXL default, XL for 500–800, LG for 500 or less', () => {
  it.each([
    [1200, 'XXL'],
    [801, 'XXL'],
    [800, 'XL'],
    [501, 'XL'],
    [500, 'LG'],
    [200, 'LG'],
  ] as const)('width %d is %s', (width, size) => {
    expect(iconSize(width)).toBe(size);
  });
});

it.each([
  [800, true],
  [390, true],
  [801, false],
])('small viewport at window width %d: %s', (width, small) => {
  expect(isSmallViewport(width)).toBe(small);
});

it.each([
  [320, 'below'],
  [499, 'below'],
  [500, 'side'],
  [1280, 'side'],
] as const)('transcript placement at window width %d: %s', (width, placement) => {
  expect(transcriptPlacement(width)).toBe(placement);
});

describe('device class from the user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'phone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'phone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3 like Chrome/120.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'desktop',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'desktop'],
    ['', 'desktop'],
  ] as const)('%s is a %s', (ua, device) => {
    expect(deviceFromUserAgent(ua)).toBe(device);
  });
});
