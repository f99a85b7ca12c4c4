// @ts-check
/**
 * `import styles from './Part.module.scss?lazy'`: a CSS module whose rules arrive with the code
 * that imports it instead of in the page. Astro puts the CSS of every module a page can reach,
 * lazily imported ones included, into that page; for parts that only exist after a click (the
 * video player, its transcript) that is CSS the first paint waits for and never uses.
 *
 * The import becomes a small JS module: the class-name map as its default export (the same
 * names a plain CSS-module import gets, so server and browser agree) and the minified rules,
 * handed to src/browser/adopt-styles.ts when the module is evaluated in a browser.
 */
import { fileURLToPath } from 'node:url';
import { compileCssModule } from './compile-css-module.mjs';

const QUERY = '?lazy';
const PREFIX = '\0lazy-style:';
const RUNTIME = fileURLToPath(new URL('../src/browser/adopt-styles.ts', import.meta.url));

/** @returns {import('vite').Plugin} */
export function lazyStyles() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'lazy-styles',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(`.module.scss${QUERY}`)) return null;
      const file = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!file) throw new Error(`lazy-styles: cannot resolve ${source} from ${importer}`);
      // Not ending in .scss: Vite's CSS pipeline, and Astro's collection of page CSS, pass it by.
      return `${PREFIX}${file.id}.js`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      const { css, modules, deps } = await compileCssModule(file, config);
      this.addWatchFile(file);
      for (const dep of deps) this.addWatchFile(dep);
      return [
        `import { adoptStyles } from ${JSON.stringify(RUNTIME)};`,
        `adoptStyles(${JSON.stringify(css)});`,
        `export default ${JSON.stringify(modules)};`,
      ].join('\n');
    },
  };
}

/**
 * A page that renders a lazily styled part on the server imports its stylesheet plainly
 * (`import '../islands/X/X.module.scss'`) so its first paint carries the rules. A CSS module's
 * JavaScript is its class-name map, free of side effects, so such an import would be dropped
 * with the page's CSS; this keeps every CSS module an importer names.
 * @returns {import('vite').Plugin}
 */
export function keepStyleSheetImports() {
  return {
    name: 'keep-style-sheet-imports',
    enforce: 'post',
    transform(code, id) {
      if (!/\.module\.scss(\?|$)/.test(id) || id.includes('?lazy')) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}
