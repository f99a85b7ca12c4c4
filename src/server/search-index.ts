/**
 * The sitemap's data: each indexable landing page in each language, with its metadata, its
 * language alternates and its feeds' publish times; then the watch page of each listed video
 * (`watchPageIds`), in English and in each other language the service has the video in, each
 * with its video (Google's video extension) built from the same VideoObject the page carries.
 */
import { DEFAULT_LOCALE, LOCALES, pathInLocale, type Locale } from '../domain/i18n/locales.ts';
import type { PageMeta } from '../domain/page-meta.ts';
import {
  INDEXABLE_ROUTES,
  sitemapEntries,
  sitemapVideo,
  type SitemapEntry,
  type SitemapPage,
} from '../domain/search-index.ts';
import { serviceForPath } from '../domain/services.ts';
import { EMPTY_COMMON, fetchCommon } from '../feeds/common.ts';
import type { FeedContext } from '../feeds/context.ts';
import { loadFeed } from '../feeds/load.ts';
import { EMPTY_SUPPORT_CONTENT, fetchSupportContent } from '../feeds/support-content.ts';
import { readVideo, videoHasVersionIn } from '../feeds/video-metadata.ts';
import type { VideoMetadata } from '../video/model/metadata.ts';
import { watchPageVideoObject } from '../video/model/structured-data.ts';
import { landingPageMeta } from './landing-page.ts';
import type { RequestContext } from './request-context.ts';
import { watchPageIds } from './watch-page.ts';
import { watchPageMeta } from './watch-page-meta.ts';

/** The feeds a language's pages are made from, read as those pages read them. */
async function feedsIn(feeds: FeedContext, locale: Locale) {
  const inLocale: FeedContext = { ...feeds, locale };
  const [content, common] = await Promise.all([
    loadFeed('content', EMPTY_SUPPORT_CONTENT, () => fetchSupportContent(inLocale)),
    loadFeed('common', EMPTY_COMMON, () => fetchCommon(inLocale)),
  ]);
  return { locale, content, common };
}

/**
 * A watch page as the sitemap lists it: the page's own canonical, robots and alternates (the
 * rule its head uses), and its video from the page's VideoObject, so the two cannot disagree.
 * A page whose video lacks what the extension requires is still listed, as a page.
 */
export function watchSitemapPage(
  video: VideoMetadata,
  meta: Pick<PageMeta, 'canonical' | 'robots' | 'alternates'>,
  siteUrl: string,
): SitemapPage {
  const object = watchPageVideoObject(video, { url: meta.canonical, origin: siteUrl });
  const entry =
    object &&
    sitemapVideo({
      thumbnail: object.thumbnailUrl,
      title: object.name,
      description: object.description,
      content: object.contentUrl,
      page: meta.canonical,
      seconds: video.seconds,
      publicationDate: object.uploadDate,
    });
  return {
    canonical: meta.canonical,
    robots: meta.robots,
    alternates: meta.alternates,
    // The video feed names no publish time of its own.
    publishedAt: [],
    ...(entry ? { videos: [entry] } : {}),
  };
}

/**
 * One listed video's watch pages: English, then each language the service has the video in
 * (without it that language's page is a noindex copy of the English one). A video that is no
 * longer active is left out; a failed call leaves its pages out and is reported.
 */
async function watchPagesOf(
  ctx: RequestContext,
  videoId: string,
): Promise<{ pages: SitemapPage[]; failed: boolean }> {
  const inLocale = (locale: Locale): FeedContext => ({ ...ctx.feeds, locale });
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const [english, checks] = await Promise.all([
    loadFeed('video', undefined, () => readVideo(inLocale(DEFAULT_LOCALE), videoId)),
    Promise.all(
      others.map((locale) =>
        loadFeed('video', false, () =>
          videoHasVersionIn(inLocale(DEFAULT_LOCALE), videoId, locale),
        ),
      ),
    ),
  ]);
  if (english.data === undefined || checks.some((check) => !check.ok))
    return { pages: [], failed: true };
  if (english.data.kind !== 'found' || english.data.state !== 'active')
    return { pages: [], failed: false };
  const versions = others.filter((_, index) => checks[index]?.data === true);
  const videos: [Locale, VideoMetadata][] = [[DEFAULT_LOCALE, english.data.metadata]];
  let failed = false;
  const reads = await Promise.all(
    versions.map((locale) =>
      loadFeed('video', undefined, () => readVideo(inLocale(locale), videoId)),
    ),
  );
  versions.forEach((locale, index) => {
    const read = reads[index];
    // English standing in for a version the service just said it has: that call failed.
    if (read?.data?.kind === 'found' && read.data.metadata.lang === undefined)
      videos.push([locale, read.data.metadata]);
    else failed = true;
  });
  const pages = videos.map(([locale, video]) => {
    const meta = watchPageMeta({
      videoId,
      locale,
      title: video.title,
      description: video.description,
      versions,
      siteUrl: ctx.config.siteUrl,
    });
    return watchSitemapPage(video, meta, ctx.config.siteUrl);
  });
  return { pages, failed };
}

/** The listed videos' watch pages; none when no video service is configured (no pages to list). */
async function watchPages(ctx: RequestContext): Promise<{ pages: SitemapPage[]; failed: boolean }> {
  if (!ctx.feeds.upstreams.video) return { pages: [], failed: false };
  const listed = await watchPageIds(ctx);
  const each = await Promise.all(listed.ids.map((id) => watchPagesOf(ctx, id)));
  return {
    pages: each.flatMap(({ pages }) => pages),
    failed: listed.failed.length > 0 || each.some(({ failed }) => failed),
  };
}

export async function loadSitemap(
  ctx: RequestContext,
): Promise<{ entries: SitemapEntry[]; failed: string[] }> {
  const [languages, watch] = await Promise.all([
    Promise.all(LOCALES.map((locale) => feedsIn(ctx.feeds, locale))),
    watchPages(ctx),
  ]);
  const landing = INDEXABLE_ROUTES.flatMap((route) =>
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
  const failed = [
    ...(languages.some(({ content, common }) => !content.ok || !common.ok)
      ? ['sitemap feeds']
      : []),
    ...(watch.failed ? ['watch pages'] : []),
  ];
  return { entries: sitemapEntries([...landing, ...watch.pages]), failed };
}
