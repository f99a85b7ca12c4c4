import type { APIRoute } from 'astro';
import { proxyRequest } from '../../server/proxy.ts';

export const prerender = false;

/**
 * Video metadata (/idpcms/videos/…) is public content: relayed without credentials, cached
 * briefly, and readable from any origin, as the embeddable player runs on other sites' pages.
 */
export const GET: APIRoute = async ({ request, locals }) => {
  const response = await proxyRequest(request, {
    upstream: locals.ctx.config.upstreams.video,
    upstreamName: 'video',
    withCredentials: false,
    publicMaxAge: 300,
  });
  response.headers.set('access-control-allow-origin', '*');
  return response;
};
