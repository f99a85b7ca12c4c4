/**
 * The site's service worker (built by scripts/build-service-worker.ts into `<client>/sw.js`):
 * the landing pages' built assets precached at install, then the pages, the drawer's article
 * pages and the helpful-info posters the visitor opened, kept by the rules of
 * src/domain/offline/rules.ts. A page that was never opened gets the offline page.
 *
 * Update policy: a new worker waits (no skipWaiting) until no tab runs the old one, because its
 * precache replaces the old hashed assets, and an open page that lazily imports one of those
 * chunks after a deploy would find it in neither the cache nor on the server (docs/offline.md).
 */
/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHE_BOUNDS,
  CACHE_NAMES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  cacheFor,
  isCredentialedPath,
  mayStoreRequest,
  mayStoreResponse,
  OFFLINE_PATHS,
  offlinePathFor,
  storedPageKey,
  type OfflineCache,
} from '../domain/offline/rules.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's precache list, written in by @serwist/build's injectManifest. */
  __SW_MANIFEST: (PrecacheEntry | string)[];
};

/** Refuses to store anything credentialed or personal (the rules' table says what). */
const onlyShareable: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    mayStoreRequest({
      url: new URL(request.url),
      method: request.method,
      origin: self.location.origin,
      hasAuthorization: request.headers.has('authorization'),
    }) &&
    mayStoreResponse({
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      type: response.type,
    })
      ? response
      : null,
};

/** One saved copy per page whatever its query string (`?utm_…`), found again offline. */
const onePerPage: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => storedPageKey(request.url),
};

const bounded = (cache: OfflineCache) => new ExpirationPlugin(CACHE_BOUNDS[cache]);

const belongsTo =
  (cache: OfflineCache) =>
  ({ url, request }: { url: URL; request: Request }) =>
    cacheFor({ url, origin: self.location.origin, destination: request.destination }) === cache;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Waits for the old worker's tabs to close (see the update policy above); on a first install
  // there is no old worker, so claiming the open page is safe and lets it work offline at once.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: belongsTo('pages'),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.pages,
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
        plugins: [onlyShareable, onePerPage, bounded('pages')],
      }),
    },
    {
      matcher: belongsTo('articles'),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.articles,
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
        plugins: [onlyShareable, bounded('articles')],
      }),
    },
    {
      matcher: belongsTo('posters'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.posters,
        plugins: [onlyShareable, bounded('posters')],
      }),
    },
    {
      // Any other page of the site: never stored, but offline it gets the offline page.
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin && request.destination === 'document' && !isCredentialedPath(url.pathname),
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: Object.values(OFFLINE_PATHS).map((path) => ({
      url: path,
      matcher: ({ request }) =>
        request.destination === 'document' &&
        offlinePathFor(new URL(request.url).pathname) === path,
    })),
  },
});

serwist.addEventListeners();
