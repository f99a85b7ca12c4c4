// @ts-check
/**
 * `client:replay` (src/islands/replay/) in two halves. Astro inlines a client directive in every
 * page that uses it, so only the recorder (replay-directive.ts) is the directive; what runs from
 * the load event on (replay-after-load.ts: when to hydrate, and the replay) is built here into
 * one file named by its content, `/_astro/replay.<hash>.js`, cached like every `_astro` asset,
 * which the recorder imports (decision 43.23). Astro builds a directive with esbuild from a file
 * before Vite runs, so that file's address cannot come from Vite's bundle: the module is built
 * with esbuild too, and the directive's entry (written to Astro's cache folder) gives the
 * recorder its address. In development the address is the source module, which Vite serves.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const RECORDER = 'src/islands/replay/replay-directive.ts';
const AFTER_LOAD = 'src/islands/replay/replay-after-load.ts';

/**
 * The module's text: bundled and minified as Astro bundles a directive (no target: both halves
 * are built alike).
 * @param {string} file
 */
export async function afterLoadModuleText(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`replay-directive: esbuild wrote nothing for ${file}`);
  return output.text;
}

/**
 * The module's file name, from its content: a changed module is a new address, so a cached copy
 * is never stale.
 * @param {string} text
 */
export const afterLoadFileName = (text) =>
  `replay.${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.js`;

/**
 * The directive's entry: the recorder, given how to import the module at `url`. A variable, not
 * a literal, in the import: esbuild would otherwise try to bundle the address as a file.
 * @param {string} recorder the recorder's absolute path
 * @param {string} url
 */
export const directiveEntry = (recorder, url) =>
  [
    `import { replayDirective } from ${JSON.stringify(recorder)};`,
    `const url = ${JSON.stringify(url)};`,
    'export default replayDirective(() => import(url));',
    '',
  ].join('\n');

/** @returns {import('astro').AstroIntegration} */
export function replayDirective() {
  /** @type {{ text: string; file: string } | undefined} */
  let built;
  return {
    name: 'replay-client-directive',
    hooks: {
      'astro:config:setup': async ({ config, command, addClientDirective }) => {
        const root = fileURLToPath(config.root);
        let url = `/${AFTER_LOAD}`;
        if (command === 'build') {
          const text = await afterLoadModuleText(path.join(root, AFTER_LOAD));
          const name = afterLoadFileName(text);
          url = path.posix.join(config.base, config.build.assets, name);
          built = {
            text,
            file: path.join(fileURLToPath(config.build.client), config.build.assets, name),
          };
        }
        const entry = path.join(fileURLToPath(config.cacheDir), 'replay-directive-entry.mjs');
        await mkdir(path.dirname(entry), { recursive: true });
        await writeFile(entry, directiveEntry(path.join(root, RECORDER), url));
        addClientDirective({ name: 'replay', entrypoint: entry });
      },
      // Among the browser's files, after the builds (which empty the output folder first).
      'astro:build:done': async () => {
        if (!built) return;
        await mkdir(path.dirname(built.file), { recursive: true });
        await writeFile(built.file, built.text);
      },
    },
  };
}
