/**
 * The process's one route cache (store and render coordination), shared by the Astro provider,
 * which fills and invalidates it, and the server's fast path, which answers from it before
 * Astro's request pipeline. Both are bundled apart, so the instance lives on globalThis.
 */
import { createRenderCoordinator, type RenderCoordinator } from './renders.ts';
import {
  createRouteCacheStore,
  type RouteCacheStore,
  type RouteCacheStoreLimits,
} from './store.ts';

export interface RouteCache {
  store: RouteCacheStore;
  renders: RenderCoordinator;
}

const CACHE_KEY = Symbol.for('wireless-support.route-cache');
type Holder = typeof globalThis & { [CACHE_KEY]?: RouteCache };

/** The shared route cache, created with these limits on first use. */
export function sharedRouteCache(limits?: RouteCacheStoreLimits): RouteCache {
  const holder = globalThis as Holder;
  holder[CACHE_KEY] ??= {
    store: createRouteCacheStore(limits),
    renders: createRenderCoordinator(),
  };
  return holder[CACHE_KEY];
}

/** The route cache if the site's provider has created it in this process. */
export function existingRouteCache(): RouteCache | undefined {
  return (globalThis as Holder)[CACHE_KEY];
}
