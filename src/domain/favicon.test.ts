import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, FAVICON_SVG, svgDataUrl } from './favicon.ts';

describe('svgDataUrl', () => {
  it.each([
    ['plain text stays as it is', '<svg/>', 'data:image/svg+xml,%3Csvg/%3E'],
    [
      'a colour’s # and a percent sign',
      '<a b="#fff 5%"/>',
      'data:image/svg+xml,%3Ca%20b=%22%23fff%205%25%22/%3E',
    ],
    [
      'runs of white space become one space; ends are trimmed',
      '\n <a>\n\t x </a> ',
      'data:image/svg+xml,%3Ca%3E%20x%20%3C/a%3E',
    ],
    [
      'characters outside ASCII as their UTF-8 bytes',
      '<t>é</t>',
      'data:image/svg+xml,%3Ct%3E%C3%A9%3C/t%3E',
    ],
    [
      'single quotes, slashes and equals signs stay',
      "<a b='c/d=e'/>",
      "data:image/svg+xml,%3Ca%20b='c/d=e'/%3E",
    ],
  ])('%s', (_name, svg, url) => {
    expect(svgDataUrl(svg)).toBe(url);
  });

  it('decodes back to the drawing', () => {
    const url = svgDataUrl(FAVICON_SVG);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
    expect(url).not.toMatch(/["<>#\s]/);
  });
});

describe('the favicon', () => {
  it('is the drawing of public/favicon.svg', () => {
    const file = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(FAVICON_SVG).toBe(file.trim());
  });

  it('is a data: URL the pages can name', () => {
    expect(FAVICON_HREF.startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
  });
});
