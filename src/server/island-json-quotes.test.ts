// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { islandJsonSingleQuoted } from './island-json-quotes.ts';

describe('islandJsonSingleQuoted', () => {
  it.each([
    [
      'props and opts of an island',
      '<astro-island prefix="r1" props="{&quot;a&quot;:[0,&quot;x&quot;]}" ssr opts="{&quot;name&quot;:&quot;A&quot;}">',
      `<astro-island prefix="r1" props='{"a":[0,"x"]}' ssr opts='{"name":"A"}'>`,
    ],
    [
      'every island of a page, other attributes as they were',
      '<astro-island props="{&quot;a&quot;:1}"></astro-island><p class="x">y</p><astro-island props="{}">',
      `<astro-island props='{"a":1}'></astro-island><p class="x">y</p><astro-island props='{}'>`,
    ],
    [
      'other references kept as written (an apostrophe, an ampersand, a tag)',
      '<astro-island props="{&quot;t&quot;:[0,&quot;Don&#39;t &amp; &lt;b&gt;&quot;]}">',
      `<astro-island props='{"t":[0,"Don&#39;t &amp; &lt;b&gt;"]}'>`,
    ],
    [
      'a raw apostrophe, which would end the value: left as it was',
      `<astro-island props="{&quot;t&quot;:&quot;it's&quot;}">`,
      `<astro-island props="{&quot;t&quot;:&quot;it's&quot;}">`,
    ],
    [
      'props on another element',
      '<div props="{&quot;a&quot;:1}">',
      '<div props="{&quot;a&quot;:1}">',
    ],
    [
      'text that reads like an island',
      '<p>&lt;astro-island props="{&quot;a&quot;:1}"&gt;</p>',
      '<p>&lt;astro-island props="{&quot;a&quot;:1}"&gt;</p>',
    ],
    ['a page without islands', '<main><h1>Help</h1></main>', '<main><h1>Help</h1></main>'],
  ])('%s', (_name, html, expected) => {
    expect(islandJsonSingleQuoted(html)).toBe(expected);
  });

  it('leaves the value the browser reads unchanged', () => {
    const html =
      '<astro-island props="{&quot;t&quot;:[0,&quot;Más &amp; &#39;más&#39;&quot;]}" opts="{&quot;value&quot;:true}"></astro-island>';
    const read = (markup: string) => {
      const element = new DOMParser()
        .parseFromString(markup, 'text/html')
        .querySelector('astro-island');
      return [element?.getAttribute('props'), element?.getAttribute('opts')];
    };
    expect(read(islandJsonSingleQuoted(html))).toEqual(read(html));
    expect(JSON.parse(read(html)[0] ?? '')).toEqual({ t: [0, "Más & 'más'"] });
  });
});
