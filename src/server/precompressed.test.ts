import { describe, expect, it } from 'vitest';
import { precompressedCopy } from './precompressed.ts';

const built = new Set([
  '/_astro/client.js.br',
  '/_astro/client.js.gz',
  '/_astro/only-gzip.css.gz',
  '/wireless.html.br',
]);
const exists = (file: string) => built.has(file);

describe('precompressedCopy', () => {
  it.each([
    [
      'brotli preferred',
      '/_astro/client.js',
      'gzip, deflate, br',
      { file: '/_astro/client.js.br', coding: 'br' },
    ],
    [
      'gzip when brotli is refused',
      '/_astro/client.js',
      'gzip, br;q=0',
      { file: '/_astro/client.js.gz', coding: 'gzip' },
    ],
    ['the original without Accept-Encoding', '/_astro/client.js', undefined, undefined],
    ['the original for identity only', '/_astro/client.js', 'identity', undefined],
    ['the original when the build wrote no copy (a small file)', '/_astro/cx.js', 'br', undefined],
    [
      'no copy of the chosen coding: the original, compressed on the fly',
      '/_astro/only-gzip.css',
      'br',
      undefined,
    ],
    ['images are never looked up', '/_astro/hero.png', 'br', undefined],
    ['a pre-rendered page', '/wireless.html', 'br', { file: '/wireless.html.br', coding: 'br' }],
  ])('%s', (_name, file, accept, expected) => {
    expect(precompressedCopy(file, accept, exists)).toEqual(expected);
  });
});
