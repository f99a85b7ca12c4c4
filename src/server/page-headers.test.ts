import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePageHeaders, readPageHeaders } from './page-headers.ts';
import { inlineScriptHash } from './csp/page-hashes.ts';

describe('parsePageHeaders', () => {
  it.each([
    [
      "Astro's file: a page's headers by its path",
      [
        {
          pathname: '/gallery',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }],
        },
      ],
      { '/gallery': { 'content-security-policy': "default-src 'self'" } },
    ],
    [
      'a trailing slash is dropped, the index kept',
      [
        { pathname: '/smallbusiness/wireless/', headers: [{ key: 'X', value: '1' }] },
        { pathname: '/', headers: [{ key: 'Y', value: '2' }] },
      ],
      { '/smallbusiness/wireless': { x: '1' }, '/': { y: '2' } },
    ],
    [
      'malformed entries are left out',
      [
        { pathname: 1, headers: [] },
        { pathname: '/a', headers: [{ key: 'ok', value: 2 }, null] },
        null,
      ],
      { '/a': {} },
    ],
    ['not a list', { pathname: '/a' }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(Object.fromEntries(parsePageHeaders(raw))).toEqual(expected);
  });
});

describe('readPageHeaders', () => {
  it("keeps in each page's policy only the hashes of the inline code that page's file carries", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-headers-'));
    const root = path.join(dir, 'client');
    await mkdir(root);
    const [gallery, embed] = ['gallery()', 'embed()'];
    const policy = `script-src 'self' '${inlineScriptHash(gallery)}' '${inlineScriptHash(embed)}'`;
    await writeFile(
      path.join(dir, '_headers.json'),
      JSON.stringify(
        ['/gallery', '/'].map((pathname) => ({
          pathname,
          headers: [{ key: 'Content-Security-Policy', value: policy }],
        })),
      ),
    );
    await writeFile(path.join(root, 'gallery.html'), `<script>${gallery}</script>`);
    await writeFile(path.join(root, 'index.html'), `<script>${embed}</script>`);
    const pages = await readPageHeaders(root);
    expect(pages.get('/gallery')?.['content-security-policy']).toBe(
      `script-src 'self' '${inlineScriptHash(gallery)}'`,
    );
    expect(pages.get('/')?.['content-security-policy']).toBe(
      `script-src 'self' '${inlineScriptHash(embed)}'`,
    );
  });
});
