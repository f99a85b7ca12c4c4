// @ts-check
/**
 * The anchor `npm run bench:lighthouse` measures the site against: a bare Astro page with one React
 * island, built with the same Astro and React as the site into `dist-bare/client` and served by the
 * site's static server (src/server/serve-static.ts) with the same brotli copies, so what the
 * bench prints beside it is what the site costs over Astro itself. Its island hydrates when the
 * browser is idle (`client:idle`): with `client:load` Lighthouse counts the island's scripts in the
 * page's largest paint (1.22 s against 0.75 s), and the anchor is the floor a page can reach.
 */
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  integrations: [react()],
  outDir: '../../dist-bare/client',
  // Astro's own defaults otherwise: what a new Astro project with React gets.
  build: { format: 'file' },
});
