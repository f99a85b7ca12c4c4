// @ts-check
/**
 * `import text from './part.inline.ts?inline-script'`: the module and what it imports, bundled and
 * minified into the text of one self-contained classic script, for a page to put in an inline
 * `<script>` (its CSP hash is taken from the same text, src/server/csp/page-hashes.ts). Inline
 * scripts travel in every landing page's first round trip, so they are minified as Astro minifies
 * its own client directives (with esbuild), instead of sent as their source text.
 */
import path from 'node:path';
import { build } from 'esbuild';

const QUERY = '?inline-script';
const PREFIX = '\0inline-script:';

/**
 * The minified script text of `file` and the files it was made from. A classic script, so an
 * IIFE: its names stay out of the page's global scope.
 * @param {string} file
 */
export async function inlineScriptText(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    // What the scripts are written in; nothing is down-levelled.
    target: 'es2020',
    // No "use strict" prologue (the project's tsconfig is strict): the scripts mean the same
    // without it, and it would be bytes in every page.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    legalComments: 'none',
    metafile: true,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`inline-scripts: esbuild wrote nothing for ${file}`);
  return {
    text: output.text.trim(),
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)),
  };
}

/** @returns {import('vite').Plugin} */
export function inlineScripts() {
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const file = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!file) throw new Error(`inline-scripts: cannot resolve ${source} from ${importer}`);
      // A virtual id, so no other plugin transforms it as the TypeScript module it names.
      return `${PREFIX}${file.id}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const { text, inputs } = await inlineScriptText(id.slice(PREFIX.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
