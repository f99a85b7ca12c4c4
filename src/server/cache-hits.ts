/**
 * The server's fast path for the route cache: a GET that the cache can answer without a render
 * (a fresh hit, a stale copy while its key's one revalidation runs or a failure holds, a degraded
 * copy held for a key with nothing better) is written straight from memory, before Astro's request
 * pipeline. Everything else (misses, and the stale request that must start a revalidation) goes
 * through Astro, whose provider (src/server/route-cache/provider.ts) asks the same question.
 */
import type http from 'node:http';
import { cachedAnswer } from './route-cache/answer.ts';
import { bodyFor, chooseEncoding, varyWithAcceptEncoding } from './route-cache/encodings.ts';
import { ifNoneMatchHits } from './route-cache/etag.ts';
import { cacheKey, isCachedRoute } from './route-cache/keys.ts';
import { existingRouteCache } from './route-cache/shared.ts';
import { ageSeconds } from './route-cache/store.ts';
import { isPreviewRequest } from './preview-request.ts';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  // HEAD too: Node sends a HEAD response's headers and never its body.
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const cache = existingRouteCache();
  if (!cache) return false;
  // req.url is the gate's canonical path (src/server/http/request-target.ts).
  const target = req.url ?? '/';
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!isCachedRoute(pathname)) return false;
  // An editor's preview is rendered with drafts (and never stored, route-cache/provider.ts).
  if (isPreviewRequest(headerValue(req.headers.cookie))) return false;
  const key = cacheKey(pathname, queryAt < 0 ? '' : target.slice(queryAt));
  const answer = cachedAnswer(cache, key, (name) => headerValue(req.headers[name]));
  if (answer.kind !== 'answer' || answer.revalidate) return false;
  const { entry, state } = answer;
  const accept = headerValue(req.headers['accept-encoding']);
  // Its compression failed (logged): the pipeline compresses this answer.
  if (chooseEncoding(accept) && !entry.encoded) return false;
  res.statusCode = entry.status;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('x-astro-cache', state);
  res.setHeader('age', ageSeconds(entry));
  if (entry.etag && ifNoneMatchHits(headerValue(req.headers['if-none-match']), entry.etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  // Compressed when it was stored: the compression middleware leaves an encoded body alone.
  const { body, coding } = bodyFor(entry, accept);
  if (coding) res.setHeader('content-encoding', coding);
  res.setHeader('vary', varyWithAcceptEncoding(String(res.getHeader('vary') ?? '')));
  res.setHeader('content-length', body.byteLength);
  res.end(body);
  return true;
}
