import { describe, expect, it } from 'vitest';
import { compactIslands, withCompactIslands } from './island-markup.ts';

describe('compactIslands', () => {
  const html =
    '<astro-island uid="Z1" component-export="default" props="{&quot;a&quot;:1}" opts="{&quot;name&quot;:&quot;A&quot;,&quot;value&quot;:true}">';

  it('takes the uid, the component name and the default export out and single-quotes the JSON', () => {
    expect(compactIslands(html)).toBe(`<astro-island props='{"a":1}' opts='{"value":true}'>`);
  });

  it('keeps Astro’s markup in development, for its toolbar', () => {
    expect(compactIslands(html, { development: true })).toBe(
      `<astro-island component-export="default" props='{"a":1}' opts='{"name":"A","value":true}'>`,
    );
  });
});

describe('withCompactIslands', () => {
  it('rewrites an HTML page and keeps its status and headers', async () => {
    const response = await withCompactIslands(
      new Response('<astro-island uid="x" prefix="r1" opts="{&quot;value&quot;:true}">', {
        status: 203,
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-kept': '1' },
      }),
    );
    expect(await response.text()).toBe(`<astro-island prefix="r1" opts='{"value":true}'>`);
    expect(response.status).toBe(203);
    expect(response.headers.get('x-kept')).toBe('1');
  });

  it('declares the new body’s length where the render declared one', async () => {
    const html = '<astro-island uid="Z1O4ckS" props="{&quot;a&quot;:1}">é</astro-island>';
    const response = await withCompactIslands(
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
      new TextEncoder().encode(`<astro-island props='{"a":1}'>é</astro-island>`).byteLength,
    );
  });

  it('leaves other responses unread', async () => {
    const json = new Response('{"uid":"<astro-island uid=\\"x\\""}', {
      headers: { 'content-type': 'application/json' },
    });
    const response = await withCompactIslands(json);
    expect(response).toBe(json);
    expect(response.bodyUsed).toBe(false);
  });
});
