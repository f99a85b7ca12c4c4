import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodeBody, varyWithAcceptEncoding } from './encodings.ts';

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
