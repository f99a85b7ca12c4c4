import type { APIRoute } from 'astro';
import { robotsTxt } from '../domain/search-index.ts';

/** Names the sitemap and keeps crawlers out of the relays, the API and the account pages. */
export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.ctx.config.siteUrl), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
