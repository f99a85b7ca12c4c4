import { describe, expect, it } from 'vitest';
import {
  centralRegion,
  isMidGrey,
  midGreyShare,
  posterCrossOrigin,
  posterTheme,
} from './poster-theme.ts';

type Rgb = [number, number, number];

/** A width×height RGBA image filled with `fill`, with `paint` deciding single pixels. */
function image(
  width: number,
  height: number,
  fill: Rgb,
  paint: (x: number, y: number) => Rgb | undefined = () => undefined,
): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y) ?? fill;
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return data;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const GREY: Rgb = [128, 128, 128];

describe('centralRegion (the central 66%)', () => {
  it.each([
    [100, 100, { x: 17, y: 17, width: 66, height: 66 }],
    [10, 10, { x: 1, y: 1, width: 7, height: 7 }],
    [200, 50, { x: 34, y: 8, width: 132, height: 33 }],
    [1, 1, { x: 0, y: 0, width: 1, height: 1 }],
    [0, 0, { x: 0, y: 0, width: 0, height: 0 }],
  ])('%d×%d → %j', (w, h, region) => {
    expect(centralRegion(w, h)).toEqual(region);
  });
});

describe('isMidGrey', () => {
  it.each([
    [128, 128, 128, true],
    [96, 160, 128, true],
    [95, 128, 128, false],
    [128, 161, 128, false],
    [255, 255, 255, false],
    [0, 0, 0, false],
    [128, 128, 20, false],
  ])('rgb(%d, %d, %d): %s', (r, g, b, grey) => {
    expect(isMidGrey(r, g, b)).toBe(grey);
  });
});

describe('posterTheme', () => {
  // 10×10: the central region is 7×7 = 49 pixels (x and y 1..7), 10% of it is 4.9 pixels.
  const greyCount = (count: number) =>
    image(10, 10, WHITE, (x, y) => {
      const index = (y - 1) * 7 + (x - 1);
      return x >= 1 && x < 8 && y >= 1 && y < 8 && index < count ? GREY : undefined;
    });

  it.each([
    ['all white', image(10, 10, WHITE), 'light'],
    ['all black', image(10, 10, BLACK), 'light'],
    ['all mid-grey', image(10, 10, GREY), 'dark'],
    ['4 of 49 central pixels grey (8%)', greyCount(4), 'light'],
    ['5 of 49 central pixels grey (10.2%)', greyCount(5), 'dark'],
    [
      'grey only outside the central region',
      image(10, 10, WHITE, (x, y) => (x < 1 || x > 7 || y < 1 || y > 7 ? GREY : undefined)),
      'light',
    ],
    ['an empty image', new Uint8ClampedArray(0), 'light'],
  ] as const)('%s → %s', (_name, pixels, theme) => {
    const size = pixels.length === 0 ? 0 : 10;
    expect(posterTheme(pixels, size, size)).toBe(theme);
  });

  it('counts exactly the central pixels', () => {
    expect(midGreyShare(greyCount(49), 10, 10)).toBe(1);
    expect(midGreyShare(greyCount(7), 10, 10)).toBeCloseTo(7 / 49);
  });
});

describe('posterCrossOrigin (so its pixels can be read)', () => {
  it.each([
    ['https://media.example/support/p.jpg', 'anonymous'],
    ['http://127.0.0.1:4301/media/support/p.jpg', 'anonymous'],
    ['//media.example/p.jpg', 'anonymous'],
    ['/media/support/p.jpg', undefined],
    ['media/p.jpg', undefined],
    ['data:image/png;base64,AAAA', undefined],
  ])('%s → %s', (src, mode) => {
    expect(posterCrossOrigin(src)).toBe(mode);
  });
});
