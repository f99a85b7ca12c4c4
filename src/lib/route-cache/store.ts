/**
 * The route cache's store: rendered responses by path, query and `Vary` values, with max age,
 * stale-while-revalidate and tags. Pure data structure; the Astro provider and the server's fast
 * path both use one instance, so invalidation through Astro's cache API reaches every reader.
 */
import { ENV_PARAM, resolveEnvironment } from '../../domain/environment.ts';
import { ORC_AUTH_PARAM } from '../request-context.ts';

export interface StoredResponse {
  status: number;
  /** Headers as sent, without the internal cache directives (CDN-Cache-Control, Cache-Tag). */
  headers: [string, string][];
  body: Uint8Array;
  storedAt: number;
  maxAge: number;
  swr: number;
  tags: string[];
  /** Lower-case request headers the response varies on, with the values it was stored for. */
  vary: Record<string, string>;
}

export type HeaderLookup = (name: string) => string | null | undefined;
export type Freshness = 'fresh' | 'stale';

/** Directives from CDN-Cache-Control, which Astro fills from `cache.set()`. */
export function parseCdnCacheControl(header: string | null): { maxAge: number; swr: number } {
  let maxAge = 0;
  let swr = 0;
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    const seconds = Number.parseInt(value ?? '', 10);
    if (!Number.isFinite(seconds)) continue;
    if (name === 'max-age') maxAge = seconds;
    if (name === 'stale-while-revalidate') swr = seconds;
  }
  return { maxAge, swr };
}

/** Vary header names, or undefined when the response must not be stored (Vary: * or Cookie). */
export function varyNames(header: string | null): string[] | undefined {
  const names = (header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*') || names.includes('cookie')) return undefined;
  return names.filter((name) => name !== 'accept-encoding');
}

/**
 * The query parameters a cached route's HTML depends on. The landing pages render the same HTML
 * for every query but `envVar` and `orcAuth` (outageWireless and numberTransfer are read in the
 * browser), so tracking and unknown parameters neither create entries nor
 * renders, and a flood of them cannot push the page out of the store. `envVar` is keyed by the
 * environment it resolves to, so unknown names share the production entry.
 */
const ROUTE_QUERY: Record<string, (params: URLSearchParams) => string> = {
  '/wireless': landingQuery,
  '/smallbusiness/wireless': landingQuery,
};

function landingQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  // orcAuth makes the render private: its key must never meet the shared entry (nor is it stored).
  const orcAuth = params.get(ORC_AUTH_PARAM);
  if (orcAuth !== null) kept.set(ORC_AUTH_PARAM, orcAuth);
  const env = params.get(ENV_PARAM);
  if (env !== null) kept.set(ENV_PARAM, resolveEnvironment(env).name);
  kept.sort();
  return kept.toString();
}

/**
 * The cache key: the path and the query the route reads (every parameter, sorted, for a route
 * without a rule). The Host header is left out, so it cannot split the cache.
 */
export function cacheKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const routeQuery = ROUTE_QUERY[pathname];
  let query: string;
  if (routeQuery) query = routeQuery(params);
  else {
    params.sort();
    query = params.toString();
  }
  return query ? `${pathname}?${query}` : pathname;
}

export interface RouteCacheStore {
  /** The stored response for the request, with its freshness; expired entries are dropped. */
  lookup(
    key: string,
    header: HeaderLookup,
    now?: number,
  ): { entry: StoredResponse; freshness: Freshness } | undefined;
  store(key: string, entry: StoredResponse): void;
  invalidate(options: { path?: string; tags?: string | string[] }): number;
  readonly size: number;
}

export function createRouteCacheStore(max = 1000): RouteCacheStore {
  // Map keeps insertion order: re-inserting on read makes it an LRU.
  const entries = new Map<string, StoredResponse[]>();

  const matches = (entry: StoredResponse, header: HeaderLookup) =>
    Object.entries(entry.vary).every(([name, value]) => (header(name) ?? '') === value);

  return {
    lookup(key, header, now = Date.now()) {
      const variants = entries.get(key);
      if (!variants) return undefined;
      const index = variants.findIndex((entry) => matches(entry, header));
      const entry = variants[index];
      if (!entry) return undefined;
      const age = (now - entry.storedAt) / 1000;
      if (age > entry.maxAge + entry.swr) {
        variants.splice(index, 1);
        if (variants.length === 0) entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, variants);
      return { entry, freshness: age <= entry.maxAge ? 'fresh' : 'stale' };
    },
    store(key, entry) {
      const variants = (entries.get(key) ?? []).filter(
        (existing) =>
          !Object.entries(entry.vary).every(([name, value]) => existing.vary[name] === value),
      );
      variants.push(entry);
      entries.delete(key);
      entries.set(key, variants);
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    invalidate({ path, tags }) {
      const tagSet = new Set(tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]);
      let removed = 0;
      for (const [key, variants] of entries) {
        const keyPath = key.split('?')[0];
        const kept = variants.filter((entry) => {
          const drop =
            (path !== undefined && (key === path || keyPath === path)) ||
            entry.tags.some((t) => tagSet.has(t));
          if (drop) removed += 1;
          return !drop;
        });
        if (kept.length === 0) entries.delete(key);
        else entries.set(key, kept);
      }
      return removed;
    },
    get size() {
      return entries.size;
    },
  };
}

const STORE_KEY = Symbol.for('wireless-support.route-cache');

/** The process's one store, shared by the Astro provider and the server's fast path. */
export function sharedRouteCacheStore(max?: number): RouteCacheStore {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: RouteCacheStore };
  holder[STORE_KEY] ??= createRouteCacheStore(max);
  return holder[STORE_KEY];
}

/** The store if the site's provider has created it in this process. */
export function existingRouteCacheStore(): RouteCacheStore | undefined {
  return (globalThis as typeof globalThis & { [STORE_KEY]?: RouteCacheStore })[STORE_KEY];
}
