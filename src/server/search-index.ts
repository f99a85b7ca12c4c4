/**
 * The sitemap's data: each indexable landing page in each language, with its metadata, its
 * language alternates and its feeds' publish times.
 */
import { LOCALES, pathInLocale, type Locale } from '../domain/i18n/locales.ts';
import { INDEXABLE_ROUTES, sitemapEntries, type SitemapEntry } from '../domain/search-index.ts';
import { serviceForPath } from '../domain/services.ts';
import { EMPTY_COMMON, fetchCommon } from '../feeds/common.ts';
import type { FeedContext } from '../feeds/context.ts';
import { loadFeed } from '../feeds/load.ts';
import { EMPTY_SUPPORT_CONTENT, fetchSupportContent } from '../feeds/support-content.ts';
import { landingPageMeta } from './landing-page.ts';
import type { RequestContext } from './request-context.ts';

/** The feeds a language's pages are made from, read as those pages read them. */
async function feedsIn(feeds: FeedContext, locale: Locale) {
  const inLocale: FeedContext = { ...feeds, locale };
  const [content, common] = await Promise.all([
    loadFeed('content', EMPTY_SUPPORT_CONTENT, () => fetchSupportContent(inLocale)),
    loadFeed('common', EMPTY_COMMON, () => fetchCommon(inLocale)),
  ]);
  return { locale, content, common };
}

export async function loadSitemap(
  ctx: RequestContext,
): Promise<{ entries: SitemapEntry[]; failed: string[] }> {
  const languages = await Promise.all(LOCALES.map((locale) => feedsIn(ctx.feeds, locale)));
  const pages = INDEXABLE_ROUTES.flatMap((route) =>
    languages.map(({ locale, content, common }) => {
      const path = pathInLocale(route, locale);
      const meta = landingPageMeta(serviceForPath(path), common.data, path, ctx.config, locale);
      return {
        canonical: meta.canonical,
        robots: meta.robots,
        alternates: meta.alternates,
        publishedAt: [content.data.publishedAt, common.data.publishedAt],
      };
    }),
  );
  const failed = languages.some(({ content, common }) => !content.ok || !common.ok)
    ? ['sitemap feeds']
    : [];
  return { entries: sitemapEntries(pages), failed };
}
