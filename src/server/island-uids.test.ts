import { describe, expect, it } from 'vitest';
import { islandUidsRemoved, withoutIslandUids } from './island-uids.ts';

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

describe('withoutIslandUids', () => {
  it('rewrites an HTML page and keeps its status and headers', async () => {
    const response = await withoutIslandUids(
      new Response('<astro-island uid="x" prefix="r1">', {
        status: 203,
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-kept': '1' },
      }),
    );
    expect(await response.text()).toBe('<astro-island prefix="r1">');
    expect(response.status).toBe(203);
    expect(response.headers.get('x-kept')).toBe('1');
  });

  it('declares the new body’s length where the render declared one', async () => {
    const html = '<astro-island uid="Z1O4ckS" prefix="r1">é</astro-island>';
    const response = await withoutIslandUids(
      new Response(html, {
        headers: {
          'content-type': 'text/html',
          'content-length': String(new TextEncoder().encode(html).byteLength),
        },
      }),
    );
    const body = await response.arrayBuffer();
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBe(
      new TextEncoder().encode('<astro-island prefix="r1">é</astro-island>').byteLength,
    );
  });

  it('leaves other responses unread', async () => {
    const json = new Response('{"uid":"<astro-island uid=\\"x\\""}', {
      headers: { 'content-type': 'application/json' },
    });
    const response = await withoutIslandUids(json);
    expect(response).toBe(json);
    expect(response.bodyUsed).toBe(false);
  });
});
