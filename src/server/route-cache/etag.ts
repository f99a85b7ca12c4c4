/**
 * Validators for cached pages: a weak ETag from the body's digest (weak, because the same page
 * goes out as brotli, gzip or identity bytes), and the If-None-Match rule that turns a revisit of
 * an unchanged page into a 304 with no body.
 */
import { createHash } from 'node:crypto';

export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: `*`, or any listed tag equal to ours under weak comparison. */
export function ifNoneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
