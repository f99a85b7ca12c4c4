import type { APIRoute } from 'astro';
import { proxyRequest } from '../../lib/proxy.ts';

export const prerender = false;

/** Video metadata (/idpcms/videos/…) is public content: relayed without credentials, cached briefly. */
export const GET: APIRoute = ({ request, locals }) =>
  proxyRequest(request, {
    upstream: locals.ctx.config.upstreams.video,
    upstreamName: 'video',
    withCredentials: false,
    publicMaxAge: 300,
  });
