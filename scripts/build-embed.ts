/**
 * Builds the embeddable video element (src/islands/embed/support-video.tsx) as a standalone ES module
 * into {OUT_DIR}/client/embed/: support-video.js (stable name, the one script a page includes;
 * the widget's rules travel in it and its chunks), chunks/ (the player and the streaming
 * libraries, loaded on demand as on the site) and support-video-space.css (holds the tiles'
 * place until the script has run; src/islands/embed/space-css.ts). Runs after `astro build` in `npm run build`
 * (and into dist-static/client/embed/ in `npm run build:static`).
 */
import path from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { lazyStyles } from '../build/lazy-styles.mjs';
import { spaceCss } from '../src/islands/embed/space-css.ts';

const root = path.resolve(import.meta.dirname, '..');
// EMBED_OUT_DIR: the static build puts it beside its pages (dist-static/client/embed).
const outDir = process.env['EMBED_OUT_DIR']
  ? path.resolve(root, process.env['EMBED_OUT_DIR'])
  : path.resolve(root, process.env['OUT_DIR'] ?? 'dist', 'client', 'embed');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  envPrefix: 'PUBLIC_',
  // `?lazy` CSS modules (the widget's parts) become class names plus rules adopted at load.
  plugins: [react(), lazyStyles()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: path.join(root, 'src/islands/embed/support-video.tsx'),
      formats: ['es'],
      fileName: () => 'support-video.js',
      cssFileName: 'support-video',
    },
    rollupOptions: {
      // A page includes this as it is, not through another bundler: minify whitespace too.
      output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true },
    },
  },
});

const gzip = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
// What a page downloads before the poster is clicked: the entry, the chunks it imports
// statically (the player and the streaming libraries come later).
const entry = readFileSync(path.join(outDir, 'support-video.js'), 'utf8');
const staticChunks = [...entry.matchAll(/from\s*"\.\/(chunks\/[^"]+\.js)"/g)].map(
  (m) => m[1] ?? '',
);
const initialJs = [
  'support-video.js',
  ...new Set(staticChunks.filter((file) => file !== '')),
].reduce((sum, file) => sum + gzip(file), 0);
// The element's shadow root gets the widget's rules by adoption (`?lazy` CSS modules): a part
// that imports a stylesheet plainly would render unstyled there, so the build refuses it.
if (existsSync(path.join(outDir, 'support-video.css'))) {
  console.error(
    'embed: a module in the widget imports CSS plainly; import its CSS module with `?lazy` so the shadow root adopts it',
  );
  process.exit(1);
}
// The stylesheet a page links to hold the tiles' place until the script has run.
writeFileSync(path.join(outDir, 'support-video-space.css'), `${spaceCss()}\n`);
console.log(
  `embed: ${initialJs} B of JavaScript gzip before a click (support-video.js and its ${staticChunks.length} static chunks; the widget's styles travel in them) -> ${path.relative(root, outDir)}`,
);
