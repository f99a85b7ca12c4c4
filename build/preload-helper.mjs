// @ts-check
/**
 * How dynamic imports in the browser's code preload the chunks they need.
 *
 * `preloadHelper()` puts src/browser/preload-modules.ts in the place of Vite's preload helper,
 * the module every dynamic import calls (`__vitePreload`): Vite's is 880 B gzip on every page
 * before interaction, this site's about 180 B. The smaller helper preloads modules only, so the
 * build fails if a dynamic import ever lists a stylesheet among its dependencies.
 *
 * `preloadOnlyWhatIsMissing()` leaves out of each import's list (`__vite__mapDeps`, written into
 * the importing chunk) the chunks the importing chunk imports itself: they are in memory before
 * it runs, so preloading them did nothing but carry their names, about 13 B gzip each.
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

/**
 * The chunks loaded whenever `fileName` runs: the ones it imports statically, and theirs.
 * @param {string} fileName
 * @param {(fileName: string) => readonly string[] | undefined} importsOf
 * @returns {Set<string>}
 */
export function staticallyLoaded(fileName, importsOf) {
  /** @type {Set<string>} */
  const loaded = new Set();
  const visit = (/** @type {string} */ file) => {
    for (const imported of importsOf(file) ?? []) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return loaded;
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

/** @returns {import('vite').Plugin} */
export function preloadOnlyWhatIsMissing() {
  /** @type {((fileName: string) => readonly string[] | undefined) | undefined} */
  let importsOf;
  return {
    name: 'preload-only-what-is-missing',
    config: () => ({
      build: {
        modulePreload: {
          // Vite asks while it writes each chunk's lists (its generateBundle), after the capture below.
          resolveDependencies: (_, deps, { hostId, hostType }) => {
            if (hostType !== 'js' || !importsOf) return deps;
            const loaded = staticallyLoaded(hostId, importsOf);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        importsOf = (fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' ? chunk.imports : undefined;
        };
      },
    },
  };
}
