import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyFor, chooseEncoding, encodeBody, varyWithAcceptEncoding } from './encodings.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0, *', undefined],
    ['deflate', undefined],
    ['gzip;q=abc', undefined],
  ])('Accept-Encoding %j → %s', (accept, coding) => {
    expect(chooseEncoding(accept)).toBe(coding);
  });
});

describe('encodeBody', () => {
  it('compresses once into bodies that decode to the original, smaller than it', async () => {
    const page = new TextEncoder().encode('<p>Top solutions</p>'.repeat(2000));
    const encoded = await encodeBody(page);
    expect(brotliDecompressSync(encoded.br)).toEqual(Buffer.from(page));
    expect(gunzipSync(encoded.gzip)).toEqual(Buffer.from(page));
    expect(encoded.br.byteLength).toBeLessThan(page.byteLength / 10);
    expect(encoded.gzip.byteLength).toBeLessThan(page.byteLength / 10);
  });
});

describe('varyWithAcceptEncoding', () => {
  it.each([
    [undefined, 'Accept-Encoding'],
    ['', 'Accept-Encoding'],
    ['authorization', 'authorization, Accept-Encoding'],
    ['Accept-Encoding', 'Accept-Encoding'],
    ['authorization, accept-encoding', 'authorization, accept-encoding'],
  ])('Vary %j → %j', (vary, expected) => {
    expect(varyWithAcceptEncoding(vary)).toBe(expected);
  });
});

describe('bodyFor', () => {
  const body = new Uint8Array([1]);
  const encoded = { br: new Uint8Array([2]), gzip: new Uint8Array([3]) };
  it.each([
    ['br, gzip', { body, encoded }, encoded.br, 'br'],
    ['gzip', { body, encoded }, encoded.gzip, 'gzip'],
    [undefined, { body, encoded }, body, undefined],
    ['br', { body }, body, undefined],
  ] as const)('Accept-Encoding %j → the %s body', (accept, entry, expected, coding) => {
    expect(bodyFor(entry, accept)).toEqual(
      coding ? { body: expected, coding } : { body: expected },
    );
  });
});
