import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { diffPngs } from './pixel-diff.ts';

/** A white 40×10 PNG with the given rows painted black from column 0 to `to`. */
function png(rows: readonly number[], to = 40): Uint8Array {
  const image = new PNG({ width: 40, height: 10 });
  image.data.fill(255);
  for (const y of rows)
    for (let x = 0; x < to; x += 1) image.data.fill(0, (y * 40 + x) * 4, (y * 40 + x) * 4 + 3);
  return PNG.sync.write(image);
}

describe('diffPngs', () => {
  it.each([
    { name: 'the same image', rows: [], to: 40, ratio: 0, bands: '' },
    { name: 'one row', rows: [4], to: 40, ratio: 0.1, bands: '4' },
    { name: 'a band and a row', rows: [1, 2, 3, 7], to: 40, ratio: 0.4, bands: '1–3, 7' },
    { name: 'a quarter of a row is not a band', rows: [5], to: 10, ratio: 0.025, bands: '' },
  ])('$name: ratio $ratio, bands "$bands"', ({ rows, to, ratio, bands }) => {
    const diff = diffPngs(png([]), png(rows, to));
    expect(diff.ratio).toBeCloseTo(ratio, 5);
    expect(diff.bands).toBe(bands);
  });

  it('compares the area both images cover', () => {
    const wide = new PNG({ width: 41, height: 10 });
    wide.data.fill(255);
    expect(diffPngs(png([]), PNG.sync.write(wide)).width).toBe(40);
  });
});
