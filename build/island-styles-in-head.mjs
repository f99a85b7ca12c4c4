// @ts-check
/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` just before the first island of
 * a page, which puts a <style> in the middle of <body> (invalid HTML: <style> is metadata
 * content). This plugin drops that element from Astro's island prescripts; the same rule is in
 * src/styles/global.scss, which every page carries in its <head>.
 *
 * If Astro changes the code this edits, the build fails here rather than silently shipping
 * pages without the rule or with the misplaced element.
 */
const TARGET = /astro\/dist\/runtime\/server\/scripts\.js$/;
const PRESCRIPT = '`<style>${ISLAND_STYLES}</style><script>';
const NAME = 'island-styles-in-head';

/** @returns {import('vite').Plugin} */
export function islandStylesInHead() {
  let seen = false;
  let building = false;
  return {
    name: NAME,
    enforce: 'pre',
    configResolved(config) {
      // Dev and test servers load the runtime lazily: only a build is sure to have met it.
      building = config.command === 'build';
    },
    transform(code, id) {
      if (!TARGET.test(id.split('?')[0] ?? '')) return undefined;
      if (!code.includes(PRESCRIPT)) {
        throw new Error(`${NAME}: Astro's island prescript changed; update ${import.meta.url}`);
      }
      seen = true;
      return { code: code.replace(PRESCRIPT, '`<script>'), map: null };
    },
    buildEnd() {
      if (building && this.environment?.name === 'ssr' && !seen) {
        throw new Error(`${NAME}: Astro's island prescripts were not found in the build`);
      }
    },
  };
}
