/**
 * The site's Astro route-cache provider: the behaviour of Astro's memory provider (max age,
 * stale-while-revalidate, tags, Vary, no storing of Set-Cookie responses) over a store the
 * site's server can also read, so fresh hits can be answered before Astro's request pipeline.
 */
import type { CacheProvider } from 'astro';
import {
  cacheKey,
  parseCdnCacheControl,
  sharedRouteCacheStore,
  varyNames,
  type StoredResponse,
} from './store.ts';

const INTERNAL_HEADERS = new Set(['cdn-cache-control', 'cache-tag', 'set-cookie', 'x-astro-cache']);

async function toStored(response: Response, request: Request): Promise<StoredResponse | undefined> {
  const { maxAge, swr } = parseCdnCacheControl(response.headers.get('cdn-cache-control'));
  if (maxAge <= 0 || response.headers.has('set-cookie')) return undefined;
  const vary = varyNames(response.headers.get('vary'));
  if (!vary) return undefined;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!INTERNAL_HEADERS.has(name)) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    body: new Uint8Array(await response.arrayBuffer()),
    storedAt: Date.now(),
    maxAge,
    swr,
    tags: (response.headers.get('cache-tag') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    vary: Object.fromEntries(vary.map((name) => [name, request.headers.get(name) ?? ''])),
  };
}

function fromStored(entry: StoredResponse, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-astro-cache', state);
  return new Response(entry.body.slice(), { status: entry.status, headers });
}

export default function routeCacheProvider(config?: { max?: number }): CacheProvider {
  const store = sharedRouteCacheStore(config?.max);
  return {
    name: 'site-route-cache',
    async onRequest(context, next) {
      if (context.request.method !== 'GET') return next();
      const key = cacheKey(context.url.pathname, context.url.search);
      const header = (name: string) => context.request.headers.get(name);
      const cached = store.lookup(key, header);
      if (cached?.freshness === 'fresh') return fromStored(cached.entry, 'HIT');
      if (cached?.freshness === 'stale') {
        // Serve the stale copy now; a complete re-render replaces it in the background.
        void next()
          .then(async (fresh) => {
            const entry = await toStored(fresh, context.request);
            if (entry) store.store(key, entry);
          })
          .catch((error: unknown) =>
            context.logger.warn(`revalidation of ${key} failed: ${String(error)}`),
          );
        return fromStored(cached.entry, 'STALE');
      }
      const response = await next();
      const entry = await toStored(response.clone(), context.request);
      if (!entry) return response;
      store.store(key, entry);
      response.headers.set('x-astro-cache', 'MISS');
      return response;
    },
    async invalidate(options) {
      store.invalidate(options);
    },
  };
}
