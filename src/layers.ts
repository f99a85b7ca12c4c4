/**
 * The dependency table: which top-level folder of src/ may import which. The folders form layers
 * (no folder imports one that imports it back), and a folder's name says where its code runs.
 * The ESLint rule `layers/imports-follow-table` (eslint.config.js) and the import-graph test
 * (src/layers.test.ts) both read this table; docs/ARCHITECTURE.md draws it.
 *
 * Type-only imports count: a type names the module it comes from, and a type pulled across a
 * layer is the first step of a value pulled across it.
 */

/** `browser` includes the service worker (src/worker/), which has the browser's boundary. */
export type Runtime = 'server' | 'browser' | 'both';

export interface Layer {
  /** Where the folder's code runs. Browser code never loads zod or Node built-ins. */
  runs: Runtime;
  /** Folders (keys of LAYERS) this one may import; its own files may always import each other. */
  mayImport: readonly string[];
  /** Folders of the repository outside src/ this one may import (the sandbox, for one). */
  outside?: readonly string[];
  /** Why, in one line. */
  why: string;
}

/**
 * Keys are paths under src/. A file belongs to the longest key its path starts with, so
 * `video/model` is a layer of its own inside `video`.
 */
export const LAYERS = {
  pages: {
    runs: 'server',
    mayImport: [
      'server',
      'node',
      'feeds',
      'components',
      'layouts',
      'islands',
      'ui',
      'analytics',
      'domain',
      'video/model',
      'styles',
    ],
    why: 'Astro routes: load through server and feeds (the publish route counts in node metrics), then compose layouts, sections and islands',
  },
  'middleware.ts': {
    runs: 'server',
    mayImport: ['server', 'node', 'feeds', 'domain'],
    why: 'the request middleware: request context, redirects, headers, cache policy',
  },
  'env.d.ts': {
    runs: 'server',
    mayImport: ['server'],
    why: "Astro's ambient types: Astro.locals carries the request context",
  },
  layouts: {
    runs: 'server',
    mayImport: ['server', 'components', 'islands', 'ui', 'domain', 'video/model', 'styles'],
    why: 'page shells: the base layout (head, CSP hashes) and the landing page composition',
  },
  components: {
    runs: 'server',
    mayImport: ['server', 'feeds', 'islands', 'ui', 'domain', 'video/model', 'styles'],
    why: "server-rendered sections and their view models, which read the route's model and mount islands",
  },
  server: {
    runs: 'server',
    mayImport: ['feeds', 'node', 'domain', 'video/model'],
    // The node server starts the embedded sandbox upstream (a dynamic import) only with
    // SITE_ENV=local, which `npm start` sets, so `npm start` works on a fresh clone.
    outside: ['sandbox'],
    why: 'Node only: the servers, front door, route cache, publishing, CSP',
  },
  feeds: {
    runs: 'server',
    mayImport: ['node', 'domain', 'video/model'],
    why: 'one client per upstream with its zod schema; failures logged and counted',
  },
  node: {
    runs: 'server',
    mayImport: ['domain'],
    why: 'the Node platform: configuration (the only reader of the environment), logs, metrics',
  },
  islands: {
    runs: 'browser',
    mayImport: ['stores', 'analytics', 'browser', 'ui', 'video', 'video/model', 'domain', 'styles'],
    why: 'components mounted with client:*, the embed element and the page start-up',
  },
  ui: {
    runs: 'both',
    mayImport: ['analytics', 'domain', 'styles'],
    why: 'the shared component library, rendered on the server and hydrated in islands; links report clicks',
  },
  analytics: {
    runs: 'browser',
    mayImport: ['stores', 'browser', 'domain'],
    why: 'dataLayer events; reactions listen to stores',
  },
  stores: {
    runs: 'browser',
    mayImport: ['browser', 'domain'],
    why: 'nanostores atoms and the actions that change them, with the calls those actions make',
  },
  video: {
    runs: 'browser',
    mayImport: ['video/model', 'analytics', 'browser', 'domain'],
    why: 'the player engine: loaders, store, feed, analytics',
  },
  'video/model': {
    runs: 'both',
    mayImport: ['domain'],
    why: "the video's pure model: metadata, options, captions, structured data",
  },
  worker: {
    // A service worker runs in the browser: the same boundary (no zod, Node or server code).
    runs: 'browser',
    mayImport: ['domain'],
    why: 'the service worker (serwist): precache, the offline caches and their rules, the offline page fallback',
  },
  browser: {
    runs: 'browser',
    mayImport: ['domain'],
    why: 'the browser platform: the one fetch, cookies, scrolling, adopted styles',
  },
  domain: {
    runs: 'both',
    mayImport: [],
    why: 'pure rules and contracts with no I/O, for both runtimes',
  },
  'layers.ts': {
    runs: 'both',
    mayImport: [],
    why: 'this table (read by the lint rule and the tests)',
  },
  styles: {
    runs: 'both',
    mayImport: [],
    why: 'design tokens and global styles',
  },
} as const satisfies Record<string, Layer>;

export type LayerName = keyof typeof LAYERS;

const NAMES = (Object.keys(LAYERS) as LayerName[]).sort((a, b) => b.length - a.length);

/**
 * The layer of a path relative to src/ (forward slashes), or undefined for a path outside every
 * layer. `video/model/metadata.ts` is in `video/model`; `video/engine.ts` in `video`.
 */
export function layerOf(pathInSrc: string): LayerName | undefined {
  return NAMES.find((name) => pathInSrc === name || pathInSrc.startsWith(`${name}/`));
}

/** Whether a module in layer `from` may import a module outside src/ in folder `folder`. */
export function mayImportOutside(from: LayerName, folder: string): boolean {
  const layer: Layer = LAYERS[from];
  return layer.outside?.includes(folder) ?? false;
}

/** Whether a module in layer `from` may import one in layer `to`. */
export function mayImport(from: LayerName, to: LayerName): boolean {
  return from === to || (LAYERS[from].mayImport as readonly string[]).includes(to);
}
