// @vitest-environment jsdom
import { preloadThenImport } from './preload-modules.ts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

describe('preloadThenImport', () => {
  it('asks for each dependency as a module preload, in the module scripts’ mode, then imports', async () => {
    const module = { default: 'part' };
    const imported = await preloadThenImport(
      () => Promise.resolve(module),
      ['_astro/Part.a1.js', '_astro/react.b2.js'],
    );
    expect(imported).toBe(module);
    expect(preloads()).toEqual([
      { rel: 'modulepreload', href: '/_astro/Part.a1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/_astro/react.b2.js', crossOrigin: '' },
    ]);
  });

  it('asks for a dependency once, however many imports list it', async () => {
    const before = preloads().length;
    await preloadThenImport(() => Promise.resolve({}), ['_astro/Shared.c3.js']);
    await preloadThenImport(() => Promise.resolve({}), ['_astro/Shared.c3.js', '_astro/Own.d4.js']);
    expect(
      preloads()
        .slice(before)
        .map((link) => link.href),
    ).toEqual(['/_astro/Shared.c3.js', '/_astro/Own.d4.js']);
  });

  it('imports at once when the build lists no dependency, and passes a failed import on', async () => {
    const failure = new Error('chunk not found');
    await expect(preloadThenImport(() => Promise.reject(failure), [])).rejects.toBe(failure);
    await expect(preloadThenImport(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
