import { describe, expect, it } from 'vitest';
import { islandUidsRemoved } from './island-uids.ts';

describe('islandUidsRemoved', () => {
  it.each([
    [
      'an island',
      '<astro-island uid="Z1O4ckS" prefix="r22" component-url="/_astro/A.js">',
      '<astro-island prefix="r22" component-url="/_astro/A.js">',
    ],
    [
      'every island of a page',
      '<astro-island uid="a1" prefix="r1"></astro-island><p>x</p><astro-island uid="b2" prefix="r2">',
      '<astro-island prefix="r1"></astro-island><p>x</p><astro-island prefix="r2">',
    ],
    [
      'a uid in an island’s props (escaped, not an attribute of the tag)',
      '<astro-island uid="a" props="{&quot;uid&quot;:[0,&quot;x&quot;]}">',
      '<astro-island props="{&quot;uid&quot;:[0,&quot;x&quot;]}">',
    ],
    ['a uid on another element', '<div uid="keep">', '<div uid="keep">'],
    [
      'text that reads like the attribute',
      '<p>astro-island uid="x"</p>',
      '<p>astro-island uid="x"</p>',
    ],
    ['a page without islands', '<main><h1>Help</h1></main>', '<main><h1>Help</h1></main>'],
  ])('%s', (_name, html, expected) => {
    expect(islandUidsRemoved(html)).toBe(expected);
  });
});
