/**
 * Precompressed copies of the build's hashed assets and pre-rendered pages
 * (scripts/precompress-assets.ts): which files have them, and which copy answers a request.
 */
import { chooseEncoding, type ContentCoding } from './route-cache/encodings.ts';

/** Text files worth compressing (a copy is sent with its original's type: src/server/http/mime.ts). */
export const COMPRESSIBLE_ASSET = /\.(js|mjs|css|svg|json|html)$/;

/** The suffix each coding's copy carries beside its original. */
export const PRECOMPRESSED: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The copy to send for a file and an Accept-Encoding header: its path and coding, or undefined
 * for the original (no copy on disk, or the client takes neither coding).
 * @param exists whether the build wrote a file, by its path
 */
export function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
  exists: (file: string) => boolean,
): { file: string; coding: ContentCoding } | undefined {
  if (!COMPRESSIBLE_ASSET.test(file)) return undefined;
  const coding = chooseEncoding(acceptEncoding);
  if (!coding) return undefined;
  const copy = `${file}${PRECOMPRESSED[coding]}`;
  // Without a copy (a file too small to gain, or a build without the step) the compression
  // middleware does it on the fly.
  return exists(copy) ? { file: copy, coding } : undefined;
}
