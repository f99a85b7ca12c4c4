/**
 * What the route cache can answer for a request without waiting on a render. The server's fast
 * path and the Astro provider both ask it, so they agree on every state.
 */
import type { RouteCache } from './shared.ts';
import type { HeaderLookup, StoredResponse } from './store.ts';

export type CacheState = 'HIT' | 'STALE' | 'DEGRADED';

export type CachedAnswer =
  /** Send `entry` now; with `revalidate`, start the key's one background render too. */
  | { kind: 'answer'; entry: StoredResponse; state: CacheState; revalidate: boolean }
  /** Render now (shared by every request for the key); `fallback` stands in if that render fails. */
  | { kind: 'render'; fallback: StoredResponse | undefined };

export function cachedAnswer(
  cache: RouteCache,
  key: string,
  header: HeaderLookup,
  now = Date.now(),
): CachedAnswer {
  const found = cache.store.lookup(key, header, now);
  if (found?.freshness === 'fresh') {
    return { kind: 'answer', entry: found.entry, state: 'HIT', revalidate: false };
  }
  const settling = cache.renders.settling(key, now);
  if (found?.freshness === 'stale') {
    return { kind: 'answer', entry: found.entry, state: 'STALE', revalidate: !settling };
  }
  // Past stale-while-revalidate the copy is only a stand-in for a failed render, and while one
  // runs (or a failure holds) it stands in at once.
  if (found && settling) {
    return { kind: 'answer', entry: found.entry, state: 'STALE', revalidate: false };
  }
  if (!found) {
    const held = cache.renders.held(key, header, now);
    if (held) return { kind: 'answer', entry: held, state: 'DEGRADED', revalidate: false };
  }
  return { kind: 'render', fallback: found?.entry };
}
