import type { APIRoute } from 'astro';
import { sitemapXml } from '../domain/search-index.ts';
import { applyPageCache } from '../lib/page-cache.ts';
import { loadSitemap, SITEMAP_TAGS } from '../lib/search-index.ts';

/**
 * The sitemap of the indexable landing pages, from the feeds as they are now (pre-rendered in the
 * static build; on demand, held in the route cache until a feed is published, in node mode).
 */
export const GET: APIRoute = async ({ locals, cache }) => {
  const { entries, failed } = await loadSitemap(locals.ctx);
  applyPageCache({ ctx: locals.ctx, locals, cache, tags: SITEMAP_TAGS, failedFeeds: failed });
  return new Response(sitemapXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
