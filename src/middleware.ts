/**
 * Every on-demand request passes here (cache hits are answered before it): build the request
 * context, turn upstream auth refusals into the specification's redirects, add security headers
 * and decide the cache policy.
 */
import { defineMiddleware } from 'astro:middleware';
import { AuthRedirectError } from './feeds/errors.ts';
import { authRedirectLocation } from './server/auth-redirect.ts';
import {
  PRIVATE_NO_STORE,
  SHAREABLE_VARY,
  SHARED_CACHE_HEADERS,
  cacheControlFor,
} from './server/cache-policy.ts';
import { buildRequestContext } from './server/request-context.ts';
import { withPageHashesOnly } from './server/csp/page-hashes.ts';
import { withCompactIslands } from './server/island-markup.ts';
import { DEGRADED_HEADER } from './server/route-cache/renders.ts';
import { SECURITY_HEADERS } from './server/http/security-headers.ts';
import { unexpectedFailure } from './server/http/unexpected-failure.ts';
import { withRequestId } from './node/log-scope.ts';
import { TEST_PAGE_PATHS } from './node/config.ts';
import { REQUEST_ID_HEADER } from './server/http/security-headers.ts';

// Everything a request does (its feeds' failure lines above all) is logged with its id, which
// the front door set on the request (src/server/http/gate.ts).
export const onRequest = defineMiddleware((context, next) => {
  const requestId = context.request.headers.get(REQUEST_ID_HEADER);
  return requestId ? withRequestId(requestId, () => handle(context, next)) : handle(context, next);
});

const handle: Parameters<typeof defineMiddleware>[0] = async (context, next) => {
  const ctx = buildRequestContext(context.request, undefined, context.isPrerendered);
  context.locals.ctx = ctx;
  // Pre-rendered pages become files: the serving front door adds their headers.
  if (context.isPrerendered) return withCompactIslands(await next());

  // A test bed the configuration turns off (production, by default) is not found.
  const turnedOff = !ctx.config.testPages && TEST_PAGE_PATHS.includes(ctx.cleanUrl.pathname);

  let response: Response;
  try {
    response = await (turnedOff ? next('/404') : next());
  } catch (error) {
    if (!(error instanceof AuthRedirectError)) return unexpectedFailure(error, context.request);
    const location = authRedirectLocation(
      error.status,
      new URL(context.request.url),
      ctx.config.serviceLocation,
    );
    response = new Response(null, {
      status: 302,
      headers: { location, 'cache-control': PRIVATE_NO_STORE },
    });
  }

  // Pages name their charset, so no browser has to guess it.
  if (response.headers.get('content-type') === 'text/html') {
    response.headers.set('content-type', 'text/html; charset=utf-8');
    // Astro's policy lists every page's inline hashes; each page sends only its own.
    response = await withPageHashesOnly(await withCompactIslands(response));
  }
  // Also set by the Node front door (src/server/http/gate.ts); kept here for other hosts (astro dev).
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  const degraded = context.locals.degraded;
  const cacheControl = cacheControlFor({
    preview: ctx.preview,
    personal: ctx.personal,
    setsCookie: response.headers.has('set-cookie'),
    shareable: context.locals.shareable,
    degraded: degraded !== undefined,
  });
  // Tells the route cache to hold this render apart from good copies; it never reaches a visitor.
  if (degraded) response.headers.set(DEGRADED_HEADER, degraded.join('; '));
  if (cacheControl) {
    response.headers.set('cache-control', cacheControl);
    if (context.locals.shareable && !ctx.personal && !ctx.preview) {
      response.headers.set('vary', SHAREABLE_VARY);
    }
  }
  // Drafts: no cache keeps them (the route cache never sees them either, route-cache/provider.ts),
  // and no search engine indexes them.
  if (ctx.preview) {
    for (const name of SHARED_CACHE_HEADERS) response.headers.delete(name);
    response.headers.delete(DEGRADED_HEADER);
    response.headers.set('x-robots-tag', 'noindex, nofollow');
  }
  return response;
};
