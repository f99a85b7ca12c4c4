import type { APIRoute } from 'astro';
import { sitemapXml } from '../domain/search-index.ts';
import { SITEMAP_TAGS } from '../server/cache-tags.ts';
import { loadSitemap } from '../server/search-index.ts';

/**
 * The sitemap of the indexable landing pages in every language and of the active help videos'
 * watch pages (with Google's video extension, `video:video`), each with its language alternates
 * (`xhtml:link`), from the feeds as they are now: pre-rendered in the static build; on demand in
 * node mode, held in the route cache until a feed (in any language, the video feed included) is
 * published. A sitemap made while a feed or a video failed is neither cached nor shared, so it
 * never outlives the fault.
 */
export const GET: APIRoute = async ({ locals, cache }) => {
  const { ctx } = locals;
  const { entries, failed } = await loadSitemap(ctx);
  const complete = failed.length === 0;
  const { maxAge, staleWhileRevalidate } = ctx.config.cache;
  if (complete && !ctx.personal && cache.enabled)
    cache.set({ maxAge, swr: staleWhileRevalidate, tags: SITEMAP_TAGS });
  return new Response(sitemapXml(entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': complete
        ? `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`
        : 'no-store',
    },
  });
};
