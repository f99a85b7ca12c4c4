import { preloadedStylesheets, staticallyLoaded } from './preload-helper.mjs';

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

describe('staticallyLoaded', () => {
  const imports: Record<string, string[]> = {
    'Island.js': ['react.js', 'Link.js'],
    'Link.js': ['react.js', 'cx.js'],
    'react.js': [],
    'cx.js': [],
  };
  const importsOf = (file: string) => imports[file];

  it('is every chunk a chunk imports, directly or through another', () => {
    expect([...staticallyLoaded('Island.js', importsOf)].sort()).toEqual([
      'Link.js',
      'cx.js',
      'react.js',
    ]);
  });

  it('is nothing for a chunk that imports nothing, or one the bundle does not have', () => {
    expect(staticallyLoaded('cx.js', importsOf).size).toBe(0);
    expect(staticallyLoaded('gone.js', importsOf).size).toBe(0);
  });
});
