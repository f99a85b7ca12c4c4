import type { APIRoute } from 'astro';
import { proxyRequest } from '../../server/proxy.ts';

export const prerender = false;

/** Browser calls to /kmservices/… reach the API gateway through the site's server. */
export const ALL: APIRoute = ({ request, locals }) =>
  proxyRequest(request, {
    upstream: locals.ctx.config.upstreams.api,
    upstreamName: 'api',
    withCredentials: true,
  });
