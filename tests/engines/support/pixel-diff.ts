/**
 * Pixel differences between two screenshots of one page (PNG), read with pngjs and compared with
 * pixelmatch. Two engines never draw text alike (font hinting, anti-aliasing, sub-pixel widths
 * that move a line break), so the comparison is tuned to ignore that and still see a broken
 * layout:
 * - pixelmatch's per-pixel colour threshold is 0.3 (0 exact, 1 anything; its default 0.1 flags
 *   the grey edges of glyphs), and anti-aliased pixels are not counted (`includeAA: false`);
 * - a page's first screens differ by the share of pixels left: at most `LAYOUT_THRESHOLD` of them,
 *   against at least one other engine (a layout broken in one engine differs from all the others).
 * The threshold was set from measured runs (docs/testing.md#other-engines): at 1280×800 the three
 * engines' first screens of one page differed by 1.9 % to 3.4 % of the pixels (text widths, and
 * Firefox's and WebKit's classic scrollbar moving the centred column), while /wireless without
 * its stylesheets differed from itself by 10.6 % to 10.7 % (mostly white either way). 8 % sits between.
 */
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

/** pixelmatch's colour distance under which two pixels count as the same. */
export const PIXEL_THRESHOLD = 0.3;
/** The share of a screen's pixels that may differ before a layout counts as broken. */
export const LAYOUT_THRESHOLD = 0.08;

export interface PixelDiff {
  width: number;
  height: number;
  differing: number;
  ratio: number;
  /** A PNG of the difference: red where the pixels differ over a faded copy of the first. */
  image: Buffer;
  /** The bands of rows where more than a quarter of the pixels differ ('120–188, 400–402'). */
  bands: string;
}

/** Ranges of rows of pixelmatch's output where more than a quarter of a row is its diff colour. */
function differingBands(output: PNG): string {
  const ranges: [number, number][] = [];
  for (let y = 0; y < output.height; y += 1) {
    let red = 0;
    for (let x = 0; x < output.width; x += 1) {
      const i = (y * output.width + x) * 4;
      if (output.data[i] === 255 && output.data[i + 1] === 0 && output.data[i + 2] === 0) red += 1;
    }
    if (red * 4 <= output.width) continue;
    const last = ranges.at(-1);
    if (last && last[1] === y - 1) last[1] = y;
    else ranges.push([y, y]);
  }
  return ranges.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
}

/** Compares two PNGs over the area both cover (engines may give a viewport a pixel more or less). */
export function diffPngs(first: Uint8Array, second: Uint8Array): PixelDiff {
  const a = PNG.sync.read(Buffer.from(first));
  const b = PNG.sync.read(Buffer.from(second));
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const crop = (png: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, width, height, 0, 0);
    return out;
  };
  const left = crop(a);
  const right = crop(b);
  const output = new PNG({ width, height });
  const differing = pixelmatch(left.data, right.data, output.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  return {
    width,
    height,
    differing,
    ratio: differing / (width * height),
    image: PNG.sync.write(output),
    bands: differingBands(output),
  };
}
