/**
 * The route cache's store: rendered responses by key and `Vary` values, with max age,
 * stale-while-revalidate, stale-if-error and tags, bounded in bytes and in keys. Pure data
 * structure; the Astro provider and the server's fast path share one instance (./shared.ts), so
 * invalidation through Astro's cache API reaches every reader.
 */
import type { EncodedBodies } from './encodings.ts';
import { isPrimaryKey } from './keys.ts';

export interface StoredResponse {
  status: number;
  /** Headers as sent, without the internal cache directives (CDN-Cache-Control, Cache-Tag). */
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed once for every coding the fast path serves (./encodings.ts). */
  encoded?: EncodedBodies;
  /** The validator a revisit may send back in If-None-Match (./etag.ts); also in `headers`. */
  etag?: string;
  storedAt: number;
  maxAge: number;
  swr: number;
  /** Seconds after max age during which the copy may stand in for a failed or degraded render. */
  staleIfError: number;
  tags: string[];
  /** Lower-case request headers the response varies on, with the values it was stored for. */
  vary: Record<string, string>;
}

export type HeaderLookup = (name: string) => string | null | undefined;

/**
 * fresh: serve it. stale: serve it while one render replaces it in the background.
 * stale-if-error: past stale-while-revalidate; a render must be tried, and the copy is served
 * only if that render fails or is degraded.
 */
export type Freshness = 'fresh' | 'stale' | 'stale-if-error';

/** The numeric directives of a Cache-Control-style header, by lower-case name. */
export function secondsDirectives(header: string | null): Record<string, number> {
  const directives: Record<string, number> = {};
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    const seconds = Number.parseInt(value ?? '', 10);
    if (name && Number.isFinite(seconds)) directives[name] = seconds;
  }
  return directives;
}

/** Directives from CDN-Cache-Control, which Astro fills from `cache.set()`. */
export function parseCdnCacheControl(header: string | null): { maxAge: number; swr: number } {
  const directives = secondsDirectives(header);
  return { maxAge: directives['max-age'] ?? 0, swr: directives['stale-while-revalidate'] ?? 0 };
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

/** Whether a stored response may answer a request with these headers. */
export function varyMatches(entry: Pick<StoredResponse, 'vary'>, header: HeaderLookup): boolean {
  return Object.entries(entry.vary).every(([name, value]) => (header(name) ?? '') === value);
}

/** The Age header's value for a stored response (RFC 9111 §5.1): whole seconds since it was stored. */
export function ageSeconds(entry: Pick<StoredResponse, 'storedAt'>, now = Date.now()): number {
  return Math.max(0, Math.floor((now - entry.storedAt) / 1000));
}

/** Bytes an entry holds: its bodies, its headers, and a fixed allowance for the record itself. */
export function entryBytes(entry: StoredResponse): number {
  let bytes = 256 + entry.body.byteLength;
  for (const encoded of Object.values(entry.encoded ?? {})) bytes += encoded.byteLength;
  for (const [name, value] of entry.headers) bytes += name.length + value.length;
  return bytes;
}

export interface RouteCacheStoreLimits {
  /** Most keys held (default 1000). */
  maxEntries?: number;
  /** Most bytes held across every entry (default 64 MiB). */
  maxBytes?: number;
}

export interface RouteCacheStore {
  /** The stored response for the request, with its freshness; entries past every window are dropped. */
  lookup(
    key: string,
    header: HeaderLookup,
    now?: number,
  ): { entry: StoredResponse; freshness: Freshness } | undefined;
  /**
   * Stores an entry, replacing the same variant. With `generation`, a render that began before
   * the last invalidation is refused (it may hold what the publish replaced). False when refused.
   */
  store(key: string, entry: StoredResponse, generation?: number): boolean;
  invalidate(options: { path?: string; tags?: string | string[] }): number;
  /** Moves on with every invalidation. */
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
}

export const DEFAULT_MAX_ENTRIES = 1000;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function createRouteCacheStore(limits: RouteCacheStoreLimits = {}): RouteCacheStore {
  const maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  // Map keeps insertion order: re-inserting on read makes it least-recently-used first.
  const entries = new Map<string, StoredResponse[]>();
  let bytes = 0;
  let generation = 0;

  const keyBytes = (variants: StoredResponse[]) =>
    variants.reduce((sum, variant) => sum + entryBytes(variant), 0);

  const drop = (key: string) => {
    const variants = entries.get(key);
    if (!variants) return;
    bytes -= keyBytes(variants);
    entries.delete(key);
  };

  /** Least recently used first, but a route's primary entry goes only when nothing else is left. */
  const evictOne = () => {
    let oldestPrimary: string | undefined;
    for (const key of entries.keys()) {
      if (!isPrimaryKey(key)) return drop(key);
      oldestPrimary ??= key;
    }
    if (oldestPrimary !== undefined) drop(oldestPrimary);
  };

  const lifetime = (entry: StoredResponse) =>
    entry.maxAge + Math.max(entry.swr, entry.staleIfError);

  return {
    lookup(key, header, now = Date.now()) {
      const variants = entries.get(key);
      if (!variants) return undefined;
      const index = variants.findIndex((entry) => varyMatches(entry, header));
      const entry = variants[index];
      if (!entry) return undefined;
      const age = (now - entry.storedAt) / 1000;
      if (age > lifetime(entry)) {
        bytes -= entryBytes(entry);
        variants.splice(index, 1);
        if (variants.length === 0) entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, variants);
      const freshness: Freshness =
        age <= entry.maxAge
          ? 'fresh'
          : age <= entry.maxAge + entry.swr
            ? 'stale'
            : 'stale-if-error';
      return { entry, freshness };
    },
    store(key, entry, renderGeneration) {
      if (renderGeneration !== undefined && renderGeneration !== generation) return false;
      if (entryBytes(entry) > maxBytes) return false;
      const previous = entries.get(key) ?? [];
      const variants = previous.filter(
        (existing) =>
          !Object.entries(entry.vary).every(([name, value]) => existing.vary[name] === value),
      );
      variants.push(entry);
      bytes += keyBytes(variants) - keyBytes(previous);
      entries.delete(key);
      entries.set(key, variants);
      while ((bytes > maxBytes || entries.size > maxEntries) && entries.size > 0) evictOne();
      return entries.has(key);
    },
    invalidate({ path, tags }) {
      generation += 1;
      const tagSet = new Set(tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]);
      let removed = 0;
      for (const [key, variants] of entries) {
        const keyPath = key.split('?')[0];
        const kept = variants.filter((entry) => {
          const dropIt =
            (path !== undefined && (key === path || keyPath === path)) ||
            entry.tags.some((t) => tagSet.has(t));
          if (dropIt) {
            removed += 1;
            bytes -= entryBytes(entry);
          }
          return !dropIt;
        });
        if (kept.length === 0) entries.delete(key);
        else entries.set(key, kept);
      }
      return removed;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
