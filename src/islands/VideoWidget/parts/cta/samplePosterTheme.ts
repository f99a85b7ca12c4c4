/**
 * Browser glue for the poster theme rule (src/video/poster-theme.ts): draws the loaded poster into a
 * small canvas and reads its pixels. A poster from another origin without CORS taints the canvas;
 * then there is no theme and the tile keeps its default.
 */
import { posterTheme, type PosterTheme } from '../../../../video/poster-theme.ts';

/** Small enough to be cheap, large enough for a 10% share to mean something. */
const SAMPLE_WIDTH = 64;
const SAMPLE_HEIGHT = 36;

export function samplePosterTheme(image: HTMLImageElement): PosterTheme | undefined {
  if (!image.naturalWidth || !image.naturalHeight) return undefined;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE_WIDTH;
    canvas.height = SAMPLE_HEIGHT;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    context.drawImage(image, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
    const { data } = context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
    return posterTheme(data, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  } catch {
    return undefined;
  }
}
