import type { APIRoute } from 'astro';
import { proxyRequest } from '../../server/proxy.ts';

export const prerender = false;

/**
 * Browser calls to /msapi/… reach the API gateway through the site's server, with the client id
 * the browser sent and the site's Basic authorization when one is configured.
 */
export const ALL: APIRoute = ({ request, locals }) =>
  proxyRequest(request, {
    upstream: locals.ctx.config.upstreams.api,
    upstreamName: 'api',
    withCredentials: true,
    basicAuth: locals.ctx.config.upstreamBasicAuth,
  });
