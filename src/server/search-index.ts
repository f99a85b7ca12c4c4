/** The sitemap's data: each indexable landing page's metadata and its feeds' publish times. */
import { INDEXABLE_ROUTES, sitemapEntries, type SitemapEntry } from '../domain/search-index.ts';
import { serviceForPath } from '../domain/services.ts';
import { EMPTY_COMMON, fetchCommon } from '../feeds/common.ts';
import { loadFeed } from '../feeds/load.ts';
import { EMPTY_SUPPORT_CONTENT, fetchSupportContent } from '../feeds/support-content.ts';
import { landingPageMeta } from './landing-page.ts';
import type { RequestContext } from './request-context.ts';

/** The feeds a sitemap reads: publishing either one must refresh it. */
export const SITEMAP_TAGS = ['route:sitemap', 'feed:content', 'feed:common'];

export async function loadSitemap(
  ctx: RequestContext,
): Promise<{ entries: SitemapEntry[]; failed: string[] }> {
  const [content, common] = await Promise.all([
    loadFeed('content', EMPTY_SUPPORT_CONTENT, () => fetchSupportContent(ctx.feeds)),
    loadFeed('common', EMPTY_COMMON, () => fetchCommon(ctx.feeds)),
  ]);
  const pages = INDEXABLE_ROUTES.map((route) => {
    const meta = landingPageMeta(serviceForPath(route), common.data, route, ctx.config);
    return {
      canonical: meta.canonical,
      robots: meta.robots,
      publishedAt: [content.data.publishedAt, common.data.publishedAt],
    };
  });
  const failed = [content, common].some((result) => !result.ok) ? ['sitemap feeds'] : [];
  return { entries: sitemapEntries(pages), failed };
}
