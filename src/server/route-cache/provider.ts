/**
 * The site's Astro route-cache provider: the memory provider's rules (max age,
 * stale-while-revalidate, tags, Vary, no storing of Set-Cookie responses) over the shared route
 * cache, with what a bad day needs on top: one render per key at a time, stale copies that stand
 * in for failed or degraded renders (stale-if-error), and degraded renders that never replace a
 * good copy. The server's fast path reads the same cache (./answer.ts) before Astro's pipeline.
 */
import type { CacheProvider } from 'astro';
import { cachedAnswer, type CacheState } from './answer.ts';
import { bodyFor, encodeBody, varyWithAcceptEncoding } from './encodings.ts';
import { ifNoneMatchHits, weakEtag } from './etag.ts';
import { cacheKey, isCachedRoute } from './keys.ts';
import { DEGRADED_HEADER, type RenderOutcome } from './renders.ts';
import { sharedRouteCache, type RouteCache } from './shared.ts';
import { config } from '../../node/config.ts';
import { PRIVATE_NO_STORE } from '../cache-policy.ts';
import { isPreviewRequest } from '../preview-request.ts';
import { SURROGATE_KEY_HEADER, surrogateKeys } from '../fleet/surrogate-keys.ts';
import {
  ageSeconds,
  parseCdnCacheControl,
  secondsDirectives,
  varyMatches,
  varyNames,
  type HeaderLookup,
  type RouteCacheStoreLimits,
  type StoredResponse,
} from './store.ts';

type Next = () => Promise<Response>;
type Logger = Parameters<NonNullable<CacheProvider['onRequest']>>[0]['logger'];

const INTERNAL_HEADERS = new Set([
  'cdn-cache-control',
  'cache-tag',
  'set-cookie',
  'x-astro-cache',
  DEGRADED_HEADER,
]);

/** How many times a request waits on someone else's render before rendering on its own. */
const MAX_SHARED_WAITS = 3;

async function classify(
  response: Response,
  request: Request,
  logger: Logger,
): Promise<RenderOutcome> {
  const reasons = response.headers.get(DEGRADED_HEADER);
  const degraded = reasons !== null;
  response.headers.delete(DEGRADED_HEADER);
  // At most once per key and hold period: the coordinator holds the key after a degraded render.
  if (degraded) logger.warn(`degraded render of ${new URL(request.url).pathname}: ${reasons}`);
  const vary = varyNames(response.headers.get('vary'));
  const { maxAge, swr } = parseCdnCacheControl(response.headers.get('cdn-cache-control'));
  const shareable = vary && !response.headers.has('set-cookie');
  if (!shareable || (!degraded && maxAge <= 0)) return { kind: 'unshared', response };
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!INTERNAL_HEADERS.has(name)) headers.push([name, value]);
  });
  const tags = (response.headers.get('cache-tag') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  // Behind a shared cache, its copy is tagged like ours so a publish purges both (the cache
  // strips the header before a visitor sees it, deploy/varnish/site.vcl).
  if (config().fleet.cacheUrl) {
    headers.push([SURROGATE_KEY_HEADER, surrogateKeys(tags, new URL(request.url).pathname)]);
  }
  const body = new Uint8Array(await response.arrayBuffer());
  // A degraded render is never revalidated against: it carries no validator.
  const etag = degraded ? undefined : weakEtag(body);
  if (etag) headers.push(['etag', etag]);
  const entry: StoredResponse = {
    status: response.status,
    headers,
    body,
    ...(etag ? { etag } : {}),
    storedAt: Date.now(),
    maxAge: degraded ? 0 : maxAge,
    swr: degraded ? 0 : swr,
    staleIfError: degraded
      ? 0
      : (secondsDirectives(response.headers.get('cache-control'))['stale-if-error'] ?? 0),
    tags,
    vary: Object.fromEntries(vary.map((name) => [name, request.headers.get(name) ?? ''])),
  };
  return { kind: degraded ? 'degraded' : 'complete', entry };
}

function respond(
  entry: StoredResponse,
  state: CacheState | 'MISS',
  header: HeaderLookup,
): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-astro-cache', state);
  // A cache in front counts the copy's time here against its own lifetime.
  headers.set('age', String(ageSeconds(entry)));
  headers.set('vary', varyWithAcceptEncoding(headers.get('vary')));
  if (entry.etag && ifNoneMatchHits(header('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  // The body compressed when it was stored: the server's compression leaves an encoded one alone.
  const { body, coding } = bodyFor(entry, header('accept-encoding') ?? undefined);
  if (coding) headers.set('content-encoding', coding);
  headers.set('content-length', String(body.byteLength));
  return new Response(body.slice(), { status: entry.status, headers });
}

/**
 * A render that a publish overtook, as its waiting requests receive it: no cache may keep it. It
 * may be the page the publish replaced, and the publish may already have purged the shared cache
 * in front, which would otherwise store it until the next publish.
 */
function unshareable(entry: StoredResponse): StoredResponse {
  const headers = entry.headers.filter(([name]) => name !== 'cache-control');
  headers.push(['cache-control', PRIVATE_NO_STORE]);
  return { ...entry, headers };
}

/**
 * Renders the key once and stores a complete render, unless a publish came in meanwhile: then it
 * answers only the requests that were waiting for it, marked so that no cache keeps it.
 */
async function renderOnce(
  cache: RouteCache,
  key: string,
  request: Request,
  next: Next,
  logger: Logger,
): Promise<RenderOutcome> {
  const generation = cache.store.generation;
  const outcome = await classify(await next(), request, logger);
  if (outcome.kind !== 'complete') return outcome;
  // Compressed at the best ratio before it is stored or anyone is answered (./encodings.ts):
  // brotli 11 of a landing page takes tens of milliseconds, the first visitor after a render gets
  // the same bytes as every later one, and no request ever finds a copy without its compressed
  // bodies (it would be compressed on the fly, with an encoder's memory, each time).
  try {
    outcome.entry.encoded = await encodeBody(outcome.entry.body);
  } catch (error) {
    logger.warn(`compressing ${key} failed: ${String(error)}`);
  }
  if (cache.store.generation !== generation) {
    return { kind: 'complete', entry: unshareable(outcome.entry) };
  }
  cache.store.store(key, outcome.entry, generation);
  return outcome;
}

/**
 * A render that this request needs now, shared with every other request for the key; `fallback`
 * (a copy past stale-while-revalidate) answers instead when the render fails or is degraded.
 */
async function renderForRequest(
  cache: RouteCache,
  key: string,
  header: HeaderLookup,
  render: () => Promise<RenderOutcome>,
  fallback: StoredResponse | undefined,
  next: Next,
): Promise<Response> {
  for (let wait = 0; wait < MAX_SHARED_WAITS; wait += 1) {
    const { outcome, shared } = await cache.renders.run(key, render);
    if (outcome.kind === 'unshared') {
      if (shared) continue;
      return fallback && outcome.response.status >= 500
        ? respond(fallback, 'STALE', header)
        : outcome.response;
    }
    // Someone else's render for other Vary values (a visitor's credentials): not ours to send.
    if (!varyMatches(outcome.entry, header)) continue;
    if (outcome.kind === 'complete') return respond(outcome.entry, 'MISS', header);
    return fallback
      ? respond(fallback, 'STALE', header)
      : respond(outcome.entry, 'DEGRADED', header);
  }
  return next();
}

export default function routeCacheProvider(config?: RouteCacheStoreLimits): CacheProvider {
  const cache = sharedRouteCache(config);
  return {
    name: 'site-route-cache',
    async onRequest(context, next) {
      const { request, url } = context;
      const { method } = request;
      if ((method !== 'GET' && method !== 'HEAD') || !isCachedRoute(url.pathname)) return next();
      // An editor's preview renders drafts: neither answered from the store nor stored.
      if (isPreviewRequest(request.headers.get('cookie'))) return next();
      const key = cacheKey(url.pathname, url.search);
      const header: HeaderLookup = (name) => request.headers.get(name);
      const render = () => renderOnce(cache, key, request, next, context.logger);
      const answer = cachedAnswer(cache, key, header);
      // HEAD is answered from the cache like GET, but its render (no body) is never stored.
      if (method === 'HEAD') {
        return answer.kind === 'answer' ? respond(answer.entry, answer.state, header) : next();
      }
      if (answer.kind === 'render') {
        return renderForRequest(cache, key, header, render, answer.fallback, next);
      }
      if (answer.revalidate) {
        // The stale copy goes out now; the key's one render replaces it in the background.
        cache.renders
          .run(key, render)
          .catch((error: unknown) =>
            context.logger.warn(`revalidation of ${key} failed: ${String(error)}`),
          );
      }
      return respond(answer.entry, answer.state, header);
    },
    async invalidate(options) {
      cache.store.invalidate(options);
      cache.renders.reset();
    },
  };
}
