// @ts-check
/**
 * `client:replay` (src/islands/replay/) in two halves. Astro inlines a client directive in every
 * page that uses it, so only the recorder (replay-directive.ts) is the directive; what runs from
 * the load event on (replay-after-load.ts: when to hydrate, and the replay) is built here into
 * a file named by its content, `/_astro/replay.<hash>.js`, cached like every `_astro` asset,
 * which the recorder imports (decision 43.24); the replay itself is a chunk beside it
 * (`replay-replayer.<hash>.js`) that the module imports only when something was held. Astro builds a directive with esbuild from a file
 * before Vite runs, so that file's address cannot come from Vite's bundle: the module is built
 * with esbuild too, and the directive's entry (written to Astro's cache folder) gives the
 * recorder its address. In development the address is the source module, which Vite serves.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const RECORDER = 'src/islands/replay/replay-directive.ts';
const AFTER_LOAD = 'src/islands/replay/replay-after-load.ts';

/**
 * The module and the chunks it imports (the replayer), bundled and minified as Astro bundles a
 * directive (no target: both halves are built alike), each named by its content: a changed file
 * is a new address, so a cached copy is never stale. The module comes first. esbuild's names
 * also hash the files' paths, so they are taken from the project's root: every checkout of a
 * commit then names them alike.
 * @param {string} file
 * @param {string} root
 * @returns {Promise<{ name: string; text: string }[]>}
 */
export async function afterLoadModuleFiles(file, root) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [file],
    bundle: true,
    splitting: true,
    write: false,
    minify: true,
    format: 'esm',
    legalComments: 'none',
    outdir: 'out',
    entryNames: 'replay.[hash]',
    chunkNames: 'replay-[name].[hash]',
    metafile: true,
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint);
  const files = result.outputFiles.map((output) => ({
    name: path.basename(output.path),
    text: output.text,
  }));
  if (!entry || files.length === 0)
    throw new Error(`replay-directive: esbuild wrote nothing for ${file}`);
  const entryName = path.basename(entry[0]);
  return [...files].sort((a, b) => Number(b.name === entryName) - Number(a.name === entryName));
}

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
  /** @type {{ dir: string; files: { name: string; text: string }[] } | undefined} */
  let built;
  return {
    name: 'replay-client-directive',
    hooks: {
      'astro:config:setup': async ({ config, command, addClientDirective }) => {
        const root = fileURLToPath(config.root);
        let url = `/${AFTER_LOAD}`;
        if (command === 'build') {
          const files = await afterLoadModuleFiles(path.join(root, AFTER_LOAD), root);
          url = path.posix.join(config.base, config.build.assets, files[0]?.name ?? '');
          built = {
            dir: path.join(fileURLToPath(config.build.client), config.build.assets),
            files,
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
        await mkdir(built.dir, { recursive: true });
        for (const { name, text } of built.files) await writeFile(path.join(built.dir, name), text);
      },
    },
  };
}
