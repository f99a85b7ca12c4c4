import { describe, expect, it } from 'vitest';
import { spaceCss } from './space-css.ts';

describe('the embed space stylesheet', () => {
  it('steps exactly where the tile class changes height, below the 854 px maximum', () => {
    const queries = [...spaceCss().matchAll(/@container \(width > (\d+)px\)/g)].map((m) =>
      Number(m[1]),
    );
    expect(queries).toEqual([250, 290, 500, 800]);
  });

  it.each([
    ['(width > 250px)', 174],
    ['(width > 290px)', 220],
    ['(width > 500px)', 400],
    ['(width > 800px)', 500],
  ])('above %s the tile is %i px', (query, height) => {
    expect(spaceCss()).toContain(
      `@container ${query}{support-video:not(:defined)::before{height:${height}px}}`,
    );
  });

  it('holds 140 px at the narrowest, and only while the element is undefined', () => {
    const css = spaceCss();
    expect(css).toContain(
      'support-video:not(:defined)::before{content:"";display:block;height:140px}',
    );
    for (const rule of css.split('\n')) expect(rule).toContain(':not(:defined)');
  });

  it('adds the title line when data-options turns the title on', () => {
    expect(spaceCss()).toContain(
      `support-video[data-options*='"showTitle":true']:not(:defined)::after,support-video[data-options*='"showTitle": true']:not(:defined)::after{content:"";display:block;height:calc(1.5em + 8px)}`,
    );
  });
});
