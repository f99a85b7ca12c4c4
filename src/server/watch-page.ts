/**
 * What a watch page route loads (`/support/videos/<id>`, `/es/support/videos/<id>`): the video in
 * the page's language, its related videos, the languages the service has it in, and the answer the
 * feed's state calls for. Also the ids of the watch pages worth listing (the sitemap, the static
 * build).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n/locales.ts';
import { WATCH_PAGES_PATH, isVideoId } from '../domain/video-pages.ts';
import type { FeedContext } from '../feeds/context.ts';
import { FEED_TIMEOUT_MS } from '../feeds/http.ts';
import { loadFeed } from '../feeds/load.ts';
import { EMPTY_FLAGS, fetchFlags } from '../feeds/flags.ts';
import type { Flags } from '../domain/flags.ts';
import { EMPTY_SUPPORT_CONTENT, fetchSupportContent } from '../feeds/support-content.ts';
import {
  helpfulVideoIds,
  readVideo,
  videoHasVersionIn,
  type VideoRead,
} from '../feeds/video-metadata.ts';
import type { VideoMetadata } from '../video/model/metadata.ts';
import { config } from '../node/config.ts';
import type { PageMeta } from '../domain/page-meta.ts';
import { watchCacheTags } from './cache-tags.ts';
import { applyPageCache, type PageCacheInput } from './page-cache.ts';
import { buildRequestContext, type RequestContext } from './request-context.ts';
import { watchPageMeta } from './watch-page-meta.ts';

/** What the page answers, by the video feed's word. */
export type WatchAnswer =
  /** An active video: its page. */
  | { status: 200; video: VideoMetadata; related: VideoMetadata[]; versions: Locale[] }
  /** A video past its end of life: gone for good, with where to go instead. */
  | { status: 410; video: VideoMetadata; related: VideoMetadata[] }
  /** An id no video has, or a video that is not active (then known, for its service's links). */
  | { status: 404; video?: VideoMetadata }
  /** The video service did not answer: nothing to show, nothing to cache. */
  | { status: 503 };

export interface WatchModel {
  ctx: RequestContext;
  videoId: string;
  locale: Locale;
  /** The page's path as visitors use it. */
  pathname: string;
  answer: WatchAnswer;
  /** The feature flags (the offers a low rating may make); empty when not loaded. */
  flags: Flags;
  /** The page's metadata (only a video's page has one of its own). */
  meta?: PageMeta;
  /** Why this render is incomplete (a related video or the Spanish check failed); empty when complete. */
  degradedReasons: string[];
  cacheTags: string[];
}

/**
 * How long a shared cache may keep a 404 (seconds). Any string can ask for one, so the route cache
 * never stores them (they would push out real pages); a CDN may absorb repeats for a minute.
 */
export const NOT_FOUND_MAX_AGE = 60;

/** The time a call may still take within the feeds' one time-out that began at `startedAt`. */
function remaining(feeds: FeedContext, startedAt: number): number {
  const budget = feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS;
  return Math.max(1, budget - (Date.now() - startedAt));
}

/** A video read through the fail-soft loader: logged and counted when it fails (undefined). */
async function readLogged(
  feeds: FeedContext,
  videoId: string,
  timeoutMs?: number,
): Promise<VideoRead | undefined> {
  const { data } = await loadFeed('video', undefined, () => readVideo(feeds, videoId, timeoutMs));
  return data;
}

/**
 * The related videos a page lists: each recommended id's metadata in the page's language, asked at
 * once; active ones only, in the feed's order. A failed one is left out and reported.
 */
export async function loadRelated(
  feeds: FeedContext,
  video: VideoMetadata,
  timeoutMs?: number,
): Promise<{ related: VideoMetadata[]; failed: string[] }> {
  const ids = [...new Set(video.recommendedVideoIds)].filter(
    (id) => isVideoId(id) && id !== video.id,
  );
  const reads = await Promise.all(ids.map((id) => readLogged(feeds, id, timeoutMs)));
  const related: VideoMetadata[] = [];
  const failed: string[] = [];
  reads.forEach((read, index) => {
    if (read === undefined) failed.push(`related video ${ids[index]} failed`);
    else if (read.kind === 'found' && read.state === 'active') related.push(read.metadata);
  });
  return { related, failed };
}

/**
 * The languages besides English the service has the video in, each of which is then a page of
 * its own: the page's own language when the video came in it, and every other one asked of the
 * service (in parallel with the related videos; on a page in another language than English with
 * two languages in the table, nothing is asked).
 */
async function otherVersions(
  feeds: FeedContext,
  video: VideoMetadata,
  timeoutMs: number,
): Promise<{ versions: Locale[]; failed: string[] }> {
  const asked = LOCALES.filter((other) => other !== DEFAULT_LOCALE && other !== feeds.locale);
  const answers = await Promise.all(
    asked.map((other) =>
      loadFeed('video', false, () => videoHasVersionIn(feeds, video.id, other, timeoutMs)),
    ),
  );
  const has = (other: Locale) =>
    other === feeds.locale
      ? other !== DEFAULT_LOCALE && video.lang === undefined
      : answers[asked.indexOf(other)]?.data === true;
  return {
    versions: LOCALES.filter(has),
    failed: asked
      .filter((_, index) => answers[index]?.ok !== true)
      .map((other) => `${other} version check failed`),
  };
}

/** Everything a watch page shows for `videoId`, and its answer. */
export async function loadWatchPage(
  ctx: RequestContext,
  videoId: string,
  renderedPath: string,
): Promise<WatchModel> {
  const { locale } = ctx;
  const pathname = renderedPath.replace(/\.html$/, '');
  const base = {
    ctx,
    videoId,
    locale,
    pathname,
    flags: EMPTY_FLAGS,
    cacheTags: watchCacheTags(pathname),
  };
  if (!isVideoId(videoId)) return { ...base, answer: { status: 404 }, degradedReasons: [] };
  const startedAt = Date.now();
  // Flags have no language and do not depend on the video: asked at once beside it.
  const flagsLoad = loadFeed('flags', EMPTY_FLAGS, () => fetchFlags(ctx.feeds));
  // Only a visitor's auth refusal rejects it, which the page then throws; an answer that does not
  // wait for the flags must not leave that rejection unhandled.
  flagsLoad.catch(() => undefined);
  const read = await readLogged(ctx.feeds, videoId);
  if (read === undefined) {
    return { ...base, answer: { status: 503 }, degradedReasons: ['video failed'] };
  }
  if (read.kind === 'unknown') return { ...base, answer: { status: 404 }, degradedReasons: [] };
  const video = read.metadata;
  if (read.state === 'inactive') {
    return { ...base, answer: { status: 404, video }, degradedReasons: [] };
  }
  const timeoutMs = remaining(ctx.feeds, startedAt);
  if (read.state === 'eol') {
    const { related, failed } = await loadRelated(ctx.feeds, video, timeoutMs);
    return { ...base, answer: { status: 410, video, related }, degradedReasons: failed };
  }
  const [relatedLoad, versionsLoad, flags] = await Promise.all([
    loadRelated(ctx.feeds, video, timeoutMs),
    otherVersions(ctx.feeds, video, timeoutMs),
    flagsLoad,
  ]);
  const meta = watchPageMeta({
    videoId,
    locale,
    title: video.title,
    description: video.description,
    versions: versionsLoad.versions,
    siteUrl: ctx.config.siteUrl,
  });
  return {
    ...base,
    answer: { status: 200, video, related: relatedLoad.related, versions: versionsLoad.versions },
    flags: flags.data,
    meta,
    degradedReasons: [
      ...relatedLoad.failed,
      ...versionsLoad.failed,
      ...(flags.ok ? [] : ['flags failed']),
    ],
  };
}

/**
 * What a watch route's frontmatter runs: load the model, set the status, then join the caches the
 * way the answer allows. It must run in the route itself, because response headers are fixed when
 * the route's frontmatter finishes.
 */
export async function prepareWatchPage(astro: {
  locals: App.Locals;
  cache: PageCacheInput['cache'];
  url: URL;
  params: { id?: string | undefined };
  response: { status?: number; headers: Headers };
  isPrerendered?: boolean;
}): Promise<WatchModel> {
  const { ctx } = astro.locals;
  const model = await loadWatchPage(ctx, astro.params.id ?? '', astro.url.pathname);
  const { answer } = model;
  // A pre-rendered page is served until the next build: the static build fails rather than ship
  // an incomplete page or an error as a page (it renders only the active videos' pages).
  if (astro.isPrerendered && (answer.status !== 200 || model.degradedReasons.length > 0)) {
    const why = model.degradedReasons.join('; ') || `answer ${answer.status}`;
    throw new Error(`incomplete render of ${model.pathname}: ${why}`);
  }
  astro.response.status = answer.status;
  if (answer.status === 404) {
    if (!ctx.personal) {
      astro.response.headers.set(
        'cache-control',
        `public, max-age=0, s-maxage=${NOT_FOUND_MAX_AGE}`,
      );
    }
    return model;
  }
  // A 200, a 410 (the video's state, refreshed by a publish like its page) and a 503 (shareable
  // but degraded: never stored, sent no-store) follow the landing pages' rules.
  applyPageCache({
    ctx,
    locals: astro.locals,
    cache: astro.cache,
    tags: model.cacheTags,
    degradedReasons: model.degradedReasons,
  });
  return model;
}

/**
 * The ids of the active videos that have watch pages worth listing: every helpful-info video the
 * landing pages' content names (in every language), then each one's related videos, each once.
 * The video's state is read in English (it is the same in every language). `failed` names what
 * failed: a list made meanwhile may lack pages, so it must not be cached or shipped.
 */
export async function watchPageIds(
  ctx: RequestContext,
): Promise<{ ids: string[]; failed: string[] }> {
  const failed: string[] = [];
  const contents = await Promise.all(
    LOCALES.map(async (locale) => {
      const inLocale: FeedContext = { ...ctx.feeds, locale };
      const result = await loadFeed('content', EMPTY_SUPPORT_CONTENT, () =>
        fetchSupportContent(inLocale),
      );
      if (!result.ok) failed.push(`content:${locale}`);
      return result.data;
    }),
  );
  const english: FeedContext = { ...ctx.feeds, locale: DEFAULT_LOCALE };
  /** The active ones of `ids`, each with its metadata (the id as asked, which names the page). */
  const activeOf = async (ids: readonly string[]): Promise<[string, VideoMetadata][]> => {
    const reads = await Promise.all(ids.map((id) => readLogged(english, id)));
    return ids.flatMap((id, index) => {
      const read = reads[index];
      if (read === undefined) failed.push(`video:${id}`);
      return read?.kind === 'found' && read.state === 'active' ? [[id, read.metadata]] : [];
    });
  };
  const helpful = helpfulVideoIds(
    contents.flatMap((content) => [content.helpfulInfoWireless, content.helpfulInfoInternetAirSMB]),
  ).filter(isVideoId);
  const shown = await activeOf(helpful);
  const seen = new Set(helpful);
  const relatedIds = shown
    .flatMap(([, video]) => video.recommendedVideoIds)
    .filter((id) => isVideoId(id) && !seen.has(id) && !!seen.add(id));
  const related = await activeOf(relatedIds);
  return { ids: [...shown, ...related].map(([id]) => id), failed };
}

/**
 * The static build's watch pages (`getStaticPaths`): the listed ids, read from the feeds as they
 * are now. A failed feed fails the build, so the last good build keeps serving.
 */
export async function watchStaticPaths(): Promise<{ params: { id: string } }[]> {
  const siteConfig = config();
  const request = new Request(new URL(WATCH_PAGES_PATH, siteConfig.siteUrl));
  const { ids, failed } = await watchPageIds(buildRequestContext(request, siteConfig, true));
  if (failed.length > 0) throw new Error(`watch pages not listed: ${failed.join(', ')} failed`);
  return ids.map((id) => ({ params: { id } }));
}
