/**
 * The tile's theme from its poster (spec §4): sample the central 66% of the image; when more than
 * 10% of those pixels are similar to mid-grey the tile is dark-themed, otherwise light-themed.
 * Pure over RGBA pixel data (canvas ImageData order) so the rule has table tests; the browser glue
 * that draws the poster into a canvas is parts/cta/usePosterTheme.ts.
 */

export type PosterTheme = 'dark' | 'light';

/** Spec §9: the sample region is the central 66% of the image. */
export const SAMPLE_FRACTION = 0.66;
/** Spec §9: more than 10% of the sampled pixels must be similar to mid-grey. */
export const GREY_SHARE_THRESHOLD = 0.1;
export const MID_GREY = 128;
/** How far each channel may be from mid-grey and still count as similar to it. */
export const GREY_TOLERANCE = 32;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The centred rectangle covering 66% of each side (at least one pixel of a non-empty image). */
export function centralRegion(width: number, height: number): Region {
  const side = (size: number) => {
    const length = Math.max(size > 0 ? 1 : 0, Math.round(size * SAMPLE_FRACTION));
    return { start: Math.floor((size - length) / 2), length };
  };
  const x = side(width);
  const y = side(height);
  return { x: x.start, y: y.start, width: x.length, height: y.length };
}

export function isMidGrey(r: number, g: number, b: number): boolean {
  return (
    Math.abs(r - MID_GREY) <= GREY_TOLERANCE &&
    Math.abs(g - MID_GREY) <= GREY_TOLERANCE &&
    Math.abs(b - MID_GREY) <= GREY_TOLERANCE
  );
}

/** The share (0–1) of the central region's pixels that are similar to mid-grey. */
export function midGreyShare(pixels: ArrayLike<number>, width: number, height: number): number {
  const region = centralRegion(width, height);
  let grey = 0;
  let total = 0;
  for (let row = region.y; row < region.y + region.height; row += 1) {
    for (let col = region.x; col < region.x + region.width; col += 1) {
      const i = (row * width + col) * 4;
      if (i + 2 >= pixels.length) continue;
      total += 1;
      if (isMidGrey(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0)) grey += 1;
    }
  }
  return total === 0 ? 0 : grey / total;
}

export function posterTheme(pixels: ArrayLike<number>, width: number, height: number): PosterTheme {
  return midGreyShare(pixels, width, height) > GREY_SHARE_THRESHOLD ? 'dark' : 'light';
}

/**
 * How the poster is fetched so its pixels can be read: a poster named by an absolute address (the
 * embed on another site, a media host) in CORS mode, or its canvas is tainted and the theme cannot
 * be sampled; a root-relative poster (the site's own page) as a plain image. Decided from the
 * address alone, so the server's HTML and the browser's agree.
 */
export function posterCrossOrigin(src: string): 'anonymous' | undefined {
  return /^(?:https?:)?\/\//i.test(src) ? 'anonymous' : undefined;
}
