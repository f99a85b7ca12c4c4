/**
 * How the built site's Node process is started, once: `npm run serve` (package.json), the
 * benchmarks and the fleet start it with these, and `site-runtime.test.ts` holds package.json and
 * the service example in docs/operations.md to them, so every measured figure is the deployment's.
 */

/**
 * V8's heap settings.
 * - A 4 MB young generation: under 50 connections of cache hits, resident memory stays near
 *   150 MB instead of about 210 MB at the same throughput.
 * - The old generation grows by 20% before its next full collection instead of V8's default
 *   (up to 4× on a heap as small as this one). A render's short-lived objects outlive a 4 MB
 *   young generation while it waits on its feeds, so they are promoted, and V8 let that garbage
 *   pile up to about 90 MB of old space before collecting it: across cache expiry under 50
 *   connections resident memory went from 150 to 197–233 MB, and to 161–166 MB with this.
 */
export const SITE_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'] as const;

/**
 * glibc's malloc arenas: two instead of one per thread of Node's pool, where each render is
 * compressed (165–219 MB instead of 234–249 MB at the peak across cache expiry).
 */
export const SITE_NODE_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/** The command `npm run serve` runs, as package.json spells it. */
export const SERVE_COMMAND = `${Object.entries(SITE_NODE_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')} node ${SITE_NODE_FLAGS.join(' ')} src/server/serve-node.ts`;
