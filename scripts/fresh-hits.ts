/**
 * The server's fast path for the route cache: a GET whose fresh response is already in the
 * site's route-cache store (the same store Astro's provider fills and invalidates) is answered
 * from it directly. Stale entries and misses go through Astro, which revalidates and renders.
 */
import type http from 'node:http';
import { cacheKey, existingRouteCacheStore } from '../src/lib/route-cache/store.ts';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export function answerFreshHit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'GET') return false;
  const store = existingRouteCacheStore();
  if (!store) return false;
  // req.url is the gate's canonical path (src/lib/http/request-target.ts).
  const url = new URL(`http://site${req.url ?? '/'}`);
  const hit = store.lookup(cacheKey(url.pathname, url.search), (name) =>
    headerValue(req.headers[name]),
  );
  if (hit?.freshness !== 'fresh') return false;
  res.statusCode = hit.entry.status;
  for (const [name, value] of hit.entry.headers) res.setHeader(name, value);
  res.setHeader('x-astro-cache', 'HIT');
  res.setHeader('content-length', hit.entry.body.byteLength);
  res.end(hit.entry.body);
  return true;
}
