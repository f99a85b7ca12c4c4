/**
 * Cached pages are compressed once, when they are stored and before anyone is answered, at the
 * best ratio (brotli 11, gzip 9): every visitor, the first after a render too, then gets the
 * smallest bytes, and no answer costs compression work or an encoder's memory (50 requests
 * waiting on one render used to be compressed on the fly 50 times, at brotli 4).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';
export type EncodedBodies = Record<ContentCoding, Uint8Array>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The smallest brotli window that holds the whole body (2^bits − 16 bytes, RFC 7932 §9.1): the
 * same ratio as the default 4 MB window for a page of tens of kilobytes, and an encoder at quality
 * 11 takes memory in proportion to its window (four pages compressed at once with the default
 * window took the server past 300 MB).
 */
export function brotliWindowBits(size: number): number {
  let bits = zlib.constants.BROTLI_MIN_WINDOW_BITS;
  while (bits < zlib.constants.BROTLI_MAX_WINDOW_BITS && 2 ** bits - 16 < size) bits += 1;
  return bits;
}

export async function encodeBody(body: Uint8Array): Promise<EncodedBodies> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.byteLength),
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

/**
 * The body to send a client whose Accept-Encoding is `accept`: the stored copy of the coding it
 * prefers (with that coding), or the identity body when it takes none or that copy is missing.
 */
export function bodyFor(
  entry: { body: Uint8Array; encoded?: EncodedBodies | undefined },
  accept: string | undefined,
): { body: Uint8Array; coding?: ContentCoding } {
  const coding = chooseEncoding(accept);
  const encoded = coding ? entry.encoded?.[coding] : undefined;
  return coding && encoded ? { body: encoded, coding } : { body: entry.body };
}

/** A Vary header value that also names Accept-Encoding (the body depends on it). */
export function varyWithAcceptEncoding(vary: string | null | undefined): string {
  const names = (vary ?? '').trim();
  if (/\baccept-encoding\b/i.test(names)) return names;
  return names ? `${names}, Accept-Encoding` : 'Accept-Encoding';
}
