// @ts-check
/**
 * Compiles one CSS module the way Vite would for a page (Sass, the project's class names), for
 * the plugins that take its rules out of the page's CSS (lazy-styles.mjs, below-fold-styles.mjs).
 */
import { readFile } from 'node:fs/promises';
import { transform } from 'lightningcss';
import { preprocessCSS } from 'vite';

/**
 * @param {string} file the stylesheet's path
 * @param {import('vite').ResolvedConfig} config
 * @returns {Promise<{ css: string, modules: Record<string, string>, deps: string[] }>} the minified
 *   rules, the class-name map, and the files they were compiled from besides `file`
 */
export async function compileCssModule(file, config) {
  const { code, modules, deps } = await preprocessCSS(await readFile(file, 'utf8'), file, config);
  const css = transform({ filename: file, code: Buffer.from(code), minify: true }).code.toString();
  return { css, modules: modules ?? {}, deps: [...(deps ?? [])] };
}
