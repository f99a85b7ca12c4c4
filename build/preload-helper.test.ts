import { preloadedStylesheets } from './preload-helper.mjs';

const chunk = (deps: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(deps)})))=>i.map(i=>d[i]);\nimport{t as e}from"./preload-modules.x.js";`;

describe('preloadedStylesheets', () => {
  it('finds a stylesheet among the dependencies a chunk’s dynamic imports preload', () => {
    expect(preloadedStylesheets(chunk(['_astro/Player.a1.js', '_astro/Player.b2.css']))).toEqual([
      '_astro/Player.b2.css',
    ]);
  });

  it('finds none in a chunk that preloads only modules, or preloads nothing', () => {
    expect(preloadedStylesheets(chunk(['_astro/Modal.a1.js', '_astro/react.b2.js']))).toEqual([]);
    expect(preloadedStylesheets('import{t as e}from"./react.b2.js";')).toEqual([]);
  });
});
