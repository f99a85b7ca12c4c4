// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { belowFoldStyles } from './build/below-fold-styles.mjs';
import { inlineScripts } from './build/inline-scripts.mjs';
import { islandStylesInHead } from './build/island-styles-in-head.mjs';
import { keepStyleSheetImports, lazyStyles } from './build/lazy-styles.mjs';
import { preloadHelper, preloadOnlyWhatIsMissing } from './build/preload-helper.mjs';
import { replayDirective } from './build/replay-directive.mjs';
import { shortClassNames } from './build/short-class-names.mjs';
import { FIXED_DIRECTIVES } from './src/server/csp/policy.ts';

/**
 * Two build modes share one codebase:
 * - node (default): landing pages render on demand and are held in the route cache;
 * - static (BUILD_MODE=static): every landing route is pre-rendered to HTML for a CDN.
 * API routes opt out of pre-rendering themselves, so they exist in both modes.
 * OUT_DIR overrides where a build goes (parallel builds on one machine use their own).
 */
const isStatic = process.env.BUILD_MODE === 'static';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:3001',
  output: isStatic ? 'static' : 'server',
  outDir: process.env.OUT_DIR ?? (isStatic ? './dist-static' : './dist'),
  // Pages load all their data before the first byte, so streaming buys nothing; a buffered
  // response goes out in one write with a Content-Length, which serves cache hits faster.
  // Middleware mode: src/server/serve-node.ts owns the HTTP server (compression, static files, routing).
  // staticHeaders: each pre-rendered page's CSP goes to <outDir>/_headers.json, which the servers
  // send as a header (src/server/page-headers.ts): a meta tag cannot carry frame-ancestors.
  // On-demand pages send theirs as a header anyway.
  adapter: node({
    mode: 'middleware',
    experimentalDisableStreaming: true,
    staticHeaders: true,
  }),
  // `?below-fold` CSS modules go to one stylesheet linked where a page's first screen ends
  // (build/below-fold-styles.mjs).
  // `client:replay` (build/replay-directive.mjs): hydrate when visible (or idle, or idle for a
  // known visitor only) and replay the taps and key presses that arrived before the island was
  // ready; a small recorder inline, the rest a cached module.
  integrations: [react(), replayDirective(), shortClassNames(), belowFoldStyles()],
  trailingSlash: 'never',
  scopedStyleStrategy: 'class',
  // Pages carry their first screen's CSS inline: no stylesheet request blocks the first paint
  // (the cached page is compressed as a whole). The landing pages' sections below it style from
  // one cached sheet (below-fold-styles above).
  build: { format: 'file', inlineStylesheets: 'always' },
  // Astro's route cache with the site's provider: the memory provider's rules over a store the
  // site's server also reads, so fresh hits skip Astro's request pipeline (src/server/route-cache).
  cache: {
    provider: {
      name: 'site-route-cache',
      entrypoint: new URL('./src/server/route-cache/provider.ts', import.meta.url),
      // Bounded in keys and bytes; a route's primary entry is evicted last.
      config: { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 },
    },
  },
  server: { port: 3001, host: '127.0.0.1' },
  // Content-Security-Policy (src/server/csp/): Astro hashes its own inline scripts (the island
  // runtime, the client:replay directive) and inline styles; each page adds
  // its inline scripts' hashes and the configured origins. Pages rendered on demand send it as
  // a header, which the route cache stores with the page.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [...FIXED_DIRECTIVES],
      scriptDirective: { resources: ["'self'"] },
      // Style attributes (the component library's CSS custom properties, e.g. a tooltip's arrow
      // position) are allowed; <style> elements still need their hash.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // Valid HTML: the islands' display rule lives in the head, not before the first island.
  // `?lazy` CSS modules arrive with the code that uses them (build/lazy-styles.mjs).
  // `?inline-script` modules are a page's inline scripts, minified (build/inline-scripts.mjs).
  // Dynamic imports preload the chunks they still need with the site's own small helper
  // (build/preload-helper.mjs).
  vite: {
    plugins: [
      islandStylesInHead(),
      lazyStyles(),
      keepStyleSheetImports(),
      inlineScripts(),
      preloadHelper(),
      preloadOnlyWhatIsMissing(),
    ],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The page-language context (src/ui/shared/locale-context.tsx) is read by nearly
              // every island: on its own it was one more script request on every page. It goes
              // with React, which every island page loads first anyway; React's own modules
              // (react, its JSX runtime) are one chunk too, where they were three requests. The
              // catalogues' lookup (src/domain/i18n/by-locale.ts) likewise: every island's texts
              // go through it, and on its own it was a request of 155 B.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/]react[\\/]|[\\/]src[\\/](ui[\\/]shared[\\/]locale-context\.tsx|domain[\\/]i18n[\\/]by-locale\.ts)$/,
                  },
                  // Small modules every landing page loads before interaction, each a request
                  // of its own, that no other page loads (the watch page, the video demo, the
                  // article drawer's page, the offline page) and that import nothing outside
                  // their group (a group takes in what its modules import): the landing pages'
                  // rules, one request where they were four...
                  {
                    name: 'landing',
                    test: /[\\/]src[\\/]domain[\\/](jump-links|values|personalisation[\\/](cookie-names|visitor-mark-cookies|auth|recognised))\.ts$/,
                  },
                  // ...and three of the component library's, which the gallery loads too (not
                  // cx.ts: the article drawer's page needs it alone).
                  {
                    name: 'library',
                    test: /[\\/]src[\\/](ui[\\/](shared[\\/]breakpoints|Link[\\/]dispatch)|domain[\\/]replayed-click)\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
