/**
 * A watch page's metadata: title, description, canonical, robots and language alternates. One rule
 * for the page's head and the sitemap, so the sitemap lists exactly the pages that say they are
 * their own canonical and may be indexed.
 *
 * A video has a page in every language whether or not the service has that language's version of
 * it; without one the page shows the English texts (marked `lang="en"`), so it is a copy of the
 * English page: `noindex`, its canonical the English page, and no page names it as an alternate.
 */
import { buildPageMeta, type PageMeta } from '../domain/page-meta.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n/locales.ts';
import { watchText } from '../domain/i18n/watch.ts';
import { watchPath } from '../domain/video-pages.ts';

export interface WatchPageMetaInput {
  videoId: string;
  locale: Locale;
  /** The video's title and description as the page shows them. */
  title: string;
  description: string;
  /** The languages besides English the service has the video in (each a page of its own). */
  versions: readonly Locale[];
  /** The site's public origin (`SITE_URL`). */
  siteUrl: string;
}

/** The Open Graph type of a page whose main content is one video. */
export const WATCH_OG_TYPE = 'video.other';

export function watchPageMeta(input: WatchPageMetaInput): PageMeta {
  const { videoId, locale, siteUrl } = input;
  const texts = watchText(locale);
  const urlIn = (other: Locale) => new URL(watchPath(videoId, other), siteUrl);
  const meta = buildPageMeta({
    seo: {
      metaSeotitle: texts.title(input.title),
      metaDescription: input.description.trim() || texts.description(input.title),
      ogtype: WATCH_OG_TYPE,
    },
    title: input.title,
    serviceName: input.title,
    smallBusiness: false,
    pageUrl: urlIn(locale),
    locale,
  });
  const hasPage = (other: Locale) => other === DEFAULT_LOCALE || input.versions.includes(other);
  if (!hasPage(locale)) {
    const english = urlIn(DEFAULT_LOCALE).href;
    return {
      ...meta,
      robots: 'noindex, follow',
      canonical: english,
      alternates: [],
      og: { ...meta.og, url: english },
    };
  }
  return {
    ...meta,
    alternates: [
      ...LOCALES.filter(hasPage).map((other) => ({
        hreflang: other,
        href: urlIn(other).href,
      })),
      { hreflang: 'x-default' as const, href: urlIn(DEFAULT_LOCALE).href },
    ],
  };
}
