// @ts-check
/**
 * Puts src/browser/preload-modules.ts in the place of Vite's preload helper, the module every
 * dynamic import of the browser's code calls (`__vitePreload`): Vite's is 880 B gzip on every
 * page before interaction, this site's about 180 B. The smaller helper preloads modules only, so
 * the build fails if a dynamic import ever lists a stylesheet among its dependencies.
 */
import { fileURLToPath } from 'node:url';

const HELPER_ID = '\0vite/preload-helper.js';
const RUNTIME = fileURLToPath(new URL('../src/browser/preload-modules.ts', import.meta.url));

/**
 * The stylesheets a chunk's dynamic imports list for preloading (`__vite__mapDeps`, written by
 * Vite into the chunk's code).
 * @param {string} code
 * @returns {string[]}
 */
export function preloadedStylesheets(code) {
  const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  return list ? /** @type {string[]} */ (JSON.parse(list)).filter((d) => d.endsWith('.css')) : [];
}

/** @returns {import('vite').Plugin} */
export function preloadHelper() {
  return {
    name: 'preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (id) => (id === HELPER_ID ? HELPER_ID : null),
    load: (id) =>
      id === HELPER_ID
        ? `export { preloadThenImport as __vitePreload } from ${JSON.stringify(RUNTIME)};`
        : null,
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const sheets = preloadedStylesheets(chunk.code);
          if (sheets.length > 0)
            this.error(
              `${chunk.fileName} preloads stylesheets (${sheets.join(', ')}), which src/browser/preload-modules.ts does not load`,
            );
        }
      },
    },
  };
}
