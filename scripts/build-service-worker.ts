/**
 * Builds the service worker (src/worker/) into the client folder, after the site and the embed:
 * - `sw.js`: src/worker/sw.ts bundled as one classic script, then @serwist/build's
 *   injectManifest writes the precache list (the landing pages' hashed assets, their images and
 *   the offline pages) in place of `self.__SW_MANIFEST`;
 * - `sw-unregister.js`: src/worker/unregister.ts, which the servers send at /sw.js instead while
 *   SERVICE_WORKER=off (src/server/service-worker.ts).
 * The client folder is SW_CLIENT_DIR (the static build names dist-static/client), else
 * `<OUT_DIR or dist>/client`. Runs in `npm run build` before precompress-assets.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { injectManifest, type ManifestEntry } from '@serwist/build';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = process.env['SW_CLIENT_DIR']
  ? path.resolve(root, process.env['SW_CLIENT_DIR'])
  : path.resolve(root, process.env['OUT_DIR'] ?? 'dist', 'client');

const INJECTION_POINT = 'self.__SW_MANIFEST';

/** One worker file: a single classic script (no chunks), since a worker's imports are its own. */
async function bundle(entry: string, fileName: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    envPrefix: 'PUBLIC_',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: clientDir,
      // The site's build is already there: add to it, never empty it.
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      minify: true,
      // iife: one classic script without chunks, which every browser runs as a worker.
      lib: {
        entry: path.join(root, entry),
        formats: ['iife'],
        name: 'sw',
        fileName: () => fileName,
      },
    },
  });
}

await bundle('src/worker/sw.ts', 'sw.js');
await bundle('src/worker/unregister.ts', 'sw-unregister.js');

const swFile = path.join(clientDir, 'sw.js');
const points = readFileSync(swFile, 'utf8').split(INJECTION_POINT).length - 1;
if (points !== 1) {
  console.error(`service worker: ${INJECTION_POINT} occurs ${points} times in sw.js, not once`);
  process.exit(1);
}

/** A pre-rendered page's file (`offline.html`) is served at its extensionless path (`/offline`). */
const pageUrls = (entries: (ManifestEntry & { size: number })[]) => ({
  manifest: entries.map((entry) =>
    entry.url.endsWith('.html') ? { ...entry, url: `/${entry.url.replace(/\.html$/, '')}` } : entry,
  ),
  warnings: [],
});

const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: clientDir,
  injectionPoint: INJECTION_POINT,
  globPatterns: [
    '_astro/**/*.{js,css}',
    'offline.html',
    '*/offline.html',
    'images/support/*.{svg,png,jpg,webp}',
  ],
  globIgnores: [
    '**/*.{br,gz}',
    // The streaming libraries play video, which needs the network anyway (1.4 MB of the 1.9 MB).
    '_astro/hls.*.js',
    '_astro/dash.*.js',
    // The component gallery is a test bed, not a page a visitor keeps.
    '_astro/Gallery*.js',
  ],
  // Hashed names change with their content: no revision query needed.
  dontCacheBustURLsMatching: /^_astro\//,
  manifestTransforms: [pageUrls],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: ${count} files precached (${Math.round(size / 1024)} KB) -> ${path.relative(root, swFile)}`,
);
