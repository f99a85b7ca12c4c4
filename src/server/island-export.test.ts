import { describe, expect, it } from 'vitest';
import { islandDefaultExportUnsaid } from './island-export.ts';

describe('islandDefaultExportUnsaid', () => {
  it.each([
    [
      'the default export',
      '<astro-island component-url="/_astro/A.js" component-export="default" ssr>',
      '<astro-island component-url="/_astro/A.js" ssr>',
    ],
    [
      'the last attribute',
      '<astro-island prefix="r1" component-export="default">',
      '<astro-island prefix="r1">',
    ],
    [
      'a named export, kept',
      '<astro-island component-export="Tabs" ssr>',
      '<astro-island component-export="Tabs" ssr>',
    ],
    [
      'an export path that starts like the default, kept',
      '<astro-island component-export="default.Inner">',
      '<astro-island component-export="default.Inner">',
    ],
    ['another element', '<div component-export="default">', '<div component-export="default">'],
  ])('%s', (_name, html, expected) => {
    expect(islandDefaultExportUnsaid(html)).toBe(expected);
  });
});
