// @ts-check
/**
 * `import styles from './Part.module.scss?below-fold'`: a CSS module whose rules leave the page's
 * inline CSS for one shared stylesheet, `/_astro/below-fold.<hash>.css`, which a page links where
 * its first screen ends (src/components/BelowFoldStylesheet.astro). A landing page's inline CSS
 * was a quarter of its first response, and most of it styles sections a visitor scrolls to: out
 * of the first response, the page fits the first TCP round trip.
 *
 * A stylesheet linked in the body holds the parser there until it has loaded: what comes before
 * it paints at once, what comes after is added already styled, so nothing flashes or shifts. A
 * repeat visit finds the sheet cached (immutable, like every `_astro` asset).
 *
 * The import becomes a small JS module, the class-name map (the names a plain import gets, so
 * server and browser agree); the rules go into the stylesheet, library parts (src/ui) first so a
 * page part's rules still override them. In development the import is a plain CSS module and the
 * page links nothing.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCssModule } from './compile-css-module.mjs';

const QUERY = '?below-fold';
const PREFIX = '\0below-fold-style:';
const HREF_MODULE = 'virtual:below-fold-stylesheet';
const RESOLVED_HREF_MODULE = `\0${HREF_MODULE}`;
/** Stands for the stylesheet's hash in the built pages until the last module has been compiled. */
const HASH_PLACEHOLDER = '__BELOW_FOLD_HASH__';
const LIBRARY = `${path.sep}src${path.sep}ui${path.sep}`;

/**
 * The stylesheet's text: library parts first, then the rest, each by path, so the order (and so
 * the hash) does not depend on the order in which the build happened to compile them.
 * @param {Map<string, string>} sheets the rules of each CSS module, by file
 */
export function belowFoldCss(sheets) {
  const rank = (/** @type {string} */ file) => (file.includes(LIBRARY) ? 0 : 1);
  return [...sheets]
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([, css]) => css)
    .join('');
}

/**
 * The plugin, which writes the sheet among the browser's files: the builds that render pages
 * (on demand, and pre-rendered) would otherwise write it beside the server's code.
 * @returns {import('astro').AstroIntegration}
 */
export function belowFoldStyles() {
  return {
    name: 'below-fold-styles',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        updateConfig({ vite: { plugins: [belowFoldPlugin(fileURLToPath(config.build.client))] } });
      },
    },
  };
}

/**
 * @param {string} clientDir where the browser's files are built
 * @returns {import('vite').Plugin}
 */
function belowFoldPlugin(clientDir) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  /** @type {Map<string, string>} */
  const sheets = new Map();
  return {
    name: 'below-fold-styles',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      if (source === HREF_MODULE) return RESOLVED_HREF_MODULE;
      if (!source.endsWith(`.module.scss${QUERY}`)) return null;
      const file = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!file) throw new Error(`below-fold-styles: cannot resolve ${source} from ${importer}`);
      if (config.command !== 'build') return file;
      // Not ending in .scss: Vite's CSS pipeline, and Astro's collection of page CSS, pass it by.
      return `${PREFIX}${file.id}.js`;
    },
    async load(id) {
      if (id === RESOLVED_HREF_MODULE) {
        const href =
          config.command === 'build'
            ? `${config.base}${config.build.assetsDir}/below-fold.${HASH_PLACEHOLDER}.css`
            : undefined;
        return `export default ${JSON.stringify(href)};`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      const { css, modules, deps } = await compileCssModule(file, config);
      this.addWatchFile(file);
      for (const dep of deps) this.addWatchFile(dep);
      sheets.set(file, css);
      return `export default ${JSON.stringify(modules)};`;
    },
    async generateBundle(_options, bundle) {
      const pages = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && output.code.includes(HASH_PLACEHOLDER),
      );
      // Only a build that renders pages names the sheet (the browser's bundle never does).
      if (pages.length === 0) return;
      const css = belowFoldCss(sheets);
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      for (const page of pages) {
        if (page.type === 'chunk') page.code = page.code.replaceAll(HASH_PLACEHOLDER, hash);
      }
      const file = path.join(clientDir, config.build.assetsDir, `below-fold.${hash}.css`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, css);
    },
  };
}
