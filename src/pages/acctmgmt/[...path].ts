import type { APIRoute } from 'astro';
import { proxyRequest } from '../../server/proxy.ts';

export const prerender = false;

/**
 * The account-management pages (sign-in, login, two-factor) on the site's own origin, so the
 * cookies they set belong to it. In production the carrier's account application answers these
 * paths; locally the sandbox does.
 */
export const ALL: APIRoute = ({ request, locals }) =>
  proxyRequest(request, {
    upstream: locals.ctx.config.upstreams.account,
    upstreamName: 'account',
    withCredentials: true,
    anonymousBodies: true,
  });
