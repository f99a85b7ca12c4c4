import { describe, expect, it } from 'vitest';
import { canonicalClassNames, normaliseHtml } from './compare-landing-html.ts';

describe('canonicalClassNames', () => {
  it.each([
    ['the same markup under other digests', '<p class="_AbC12 _xY-9_">', '<p class="_c1 _c2">'],
    ['a name used twice keeps one number', '._AbC12{}<p class="_AbC12">', '._c1{}<p class="_c1">'],
    ['four-character names', '<p class="_AbC1 _AbC12">', '<p class="_c1 _c2">'],
    ['names already canonical (a saved copy)', '<p class="_c10 _AbC1">', '<p class="_c10 _c1">'],
    [
      'longer and shorter words are left alone',
      '<p class="_abcdef _abc">',
      '<p class="_abcdef _abc">',
    ],
  ])('%s', (_case, html, expected) => {
    expect(canonicalClassNames(html)).toBe(expected);
  });

  it('tells apart markup whose classes changed places', () => {
    const before = canonicalClassNames('<p class="_aaaaa"></p><i class="_bbbbb"></i>');
    const after = canonicalClassNames('<p class="_bbbbb"></p><i class="_bbbbb"></i>');
    expect(after).not.toBe(before);
  });
});

describe('normaliseHtml', () => {
  it('drops hashed asset names and sorts attributes', () => {
    expect(normaliseHtml('<script type="module" src="/_astro/page.AbCd1234.js"></script>')).toBe(
      '<script src="/_astro/page.*.js" type="module">\n</script>',
    );
  });
});
