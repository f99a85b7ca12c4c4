/**
 * Cached pages are compressed once, just after they are stored, at the best ratio (brotli 11,
 * gzip 9): every visitor then gets the smallest bytes, and a hit costs no compression work or zlib
 * memory. The render's own answer does not wait for it (src/server/route-cache/provider.ts).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';
export type EncodedBodies = Record<ContentCoding, Uint8Array>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function encodeBody(body: Uint8Array): Promise<EncodedBodies> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then gzip, each
 * unless refused with q=0, either through `*`; undefined means the identity body.
 */
export function chooseEncoding(accept: string | undefined): ContentCoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    // A malformed weight refuses the coding rather than guessing.
    const weight = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name) weights.set(name.trim(), weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of PREFERENCE) {
    if (weightOf(coding) > 0 && (best === undefined || weightOf(coding) > weightOf(best))) {
      best = coding;
    }
  }
  return best;
}
