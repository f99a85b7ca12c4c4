import { describe, expect, it } from 'vitest';
import { brotliSize, htmlContributors } from './page-bytes.ts';

const page = (extra: string) =>
  `<!doctype html><html><head><title>t</title>${extra}</head><body><main><h1>Help</h1><p>${'Fix your phone. '.repeat(40)}</p></main></body></html>`;

describe('htmlContributors', () => {
  it('given a page with a style, a script and island props, then each is a part with its count and raw bytes, and the parts add up to the page over brotli', () => {
    const style = `<style>${Array.from({ length: 60 }, (_, i) => `.c${i}{margin:${i}px}`).join('')}</style>`;
    const script = `<script>console.log(${JSON.stringify('x'.repeat(50))})</script>`;
    const island = `<astro-island props="{&quot;a&quot;:[0,1]}" opts="{}"></astro-island>`;
    const html = page(style + script + island);
    const parts = htmlContributors(html);
    const byName = new Map(parts.map((part) => [part.name, part]));
    expect(byName.get('inline <style>')).toMatchObject({ count: 1, raw: style.length });
    expect(byName.get('inline <script>')).toMatchObject({ count: 1, raw: script.length });
    expect(byName.get('island props')?.count).toBe(1);
    expect(byName.get('inline <style>')?.brotli).toBeGreaterThan(0);
    expect(parts.reduce((sum, part) => sum + part.brotli, 0)).toBe(brotliSize(html));
    expect(parts.reduce((sum, part) => sum + part.raw, 0)).toBe(html.length);
    // Largest first.
    expect(parts.map((part) => part.brotli)).toEqual(
      [...parts.map((p) => p.brotli)].sort((a, b) => b - a),
    );
  });

  it('given a page without a kind of part, then that kind is not listed', () => {
    const names = htmlContributors(page('')).map((part) => part.name);
    expect(names).not.toContain('inline <style>');
    expect(names).toContain('markup and text (the rest)');
  });
});
