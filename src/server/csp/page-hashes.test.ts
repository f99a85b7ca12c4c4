import { describe, expect, it } from 'vitest';
import {
  inlineHashesOf,
  inlineScriptHash,
  keepPageHashes,
  SELF_WRITTEN_STYLE_HASHES,
} from './page-hashes.ts';

const runtime = '(()=>{window.ready=1})()';
const directive = '(()=>{window.replay=1})()';
const style = '.a{color:red}';
const otherPage = 'console.log("gallery only")';
const q = (text: string) => `'${inlineScriptHash(text)}'`;

const policy = [
  "default-src 'self'",
  "object-src 'none'",
  ` script-src 'self' https://widget.example ${q(runtime)} ${q(directive)} ${q(otherPage)}`,
  ` style-src 'self' ${q(style)} ${q('.gallery{}')} '${SELF_WRITTEN_STYLE_HASHES[0]}'`,
  " style-src-attr 'unsafe-inline'",
].join(';');

describe('inlineHashesOf', () => {
  it.each([
    ['an inline script', `<script>${runtime}</script>`, [inlineScriptHash(runtime)]],
    [
      'a module script with attributes',
      `<script type="module">${runtime}</script>`,
      [inlineScriptHash(runtime)],
    ],
    ['a style element', `<style data-x>${style}</style>`, [inlineScriptHash(style)]],
    [
      'an external script (nothing inline to hash)',
      `<script type="module" src="/_astro/a.js"></script>`,
      [],
    ],
    ['an empty inline script', '<script></script>', [inlineScriptHash('')]],
    ['upper-case tags', `<SCRIPT>${runtime}</SCRIPT>`, [inlineScriptHash(runtime)]],
  ])('%s', (_name, html, expected) => {
    expect([...inlineHashesOf(html)]).toEqual(expected);
  });
});

describe('keepPageHashes', () => {
  it('keeps the hashes of what the page carries and drops the rest', () => {
    const html = `<head><style>${style}</style></head><body><script>${runtime}</script><script>${directive}</script></body>`;
    expect(keepPageHashes(policy, html)).toBe(
      [
        "default-src 'self'",
        "object-src 'none'",
        ` script-src 'self' https://widget.example ${q(runtime)} ${q(directive)}`,
        ` style-src 'self' ${q(style)} '${SELF_WRITTEN_STYLE_HASHES[0]}'`,
        " style-src-attr 'unsafe-inline'",
      ].join(';'),
    );
  });

  it('keeps the printable transcript frame’s style although the page does not carry it', () => {
    expect(keepPageHashes(policy, '<p>no inline code</p>')).toContain(
      `'${SELF_WRITTEN_STYLE_HASHES[0]}'`,
    );
  });

  it('drops every build-wide hash from a page without inline code, keeping origins and keywords', () => {
    expect(keepPageHashes(policy, '<p>plain</p>', [])).toBe(
      [
        "default-src 'self'",
        "object-src 'none'",
        " script-src 'self' https://widget.example",
        " style-src 'self'",
        " style-src-attr 'unsafe-inline'",
      ].join(';'),
    );
  });

  it('never keeps a hash for text that differs by a character', () => {
    expect(keepPageHashes(policy, `<script>${runtime} </script>`, [])).not.toContain(q(runtime));
  });
});
