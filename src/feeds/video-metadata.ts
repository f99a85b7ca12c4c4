/**
 * Video metadata on the server, for the search data of the video tiles a landing page shows and
 * for the watch pages: the content service's `common` object for a video id, read through the
 * widget's own schema and derivations (one definition of every derived value). Public content: no
 * visitor header is forwarded, so the cached HTML built from it is the same for every visitor.
 *
 * Content, so asked in the page's language (`locale=es-US`; an English page asks as it always
 * has), with the English metadata standing in for a video the service has no version of in it:
 * marked `lang: 'en'` and logged once per video.
 */
import { buildHelpfulTabs, type RawTab } from '../domain/helpful-info.ts';
import { stateError } from '../video/model/errors.ts';
import { mediaHost, metadataUrl } from '../video/model/hosts.ts';
import {
  FeedSchema,
  deriveMetadata,
  untranslatedVideo,
  type Common,
  type VideoMetadata,
} from '../video/model/metadata.ts';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales.ts';
import type { FeedContext } from './context.ts';
import { FEED_TIMEOUT_MS, fetchJson } from './http.ts';
import { reportFallbacks } from './locale-fallback.ts';
import { BadResponseError } from './errors.ts';

/** The video ids the helpful-info blocks will show, in order, each once. */
export function helpfulVideoIds(blocks: readonly ({ tabs?: RawTab[] } | undefined)[]): string[] {
  const ids = blocks.flatMap((block) =>
    buildHelpfulTabs(block?.tabs ?? [], { lockAlert: undefined, lockFlagOn: false }).flatMap(
      (tab) =>
        tab.sections.flatMap((section) =>
          section.media.kind === 'video' ? [section.media.videoId] : [],
        ),
    ),
  );
  return [...new Set(ids)];
}

/** A video's state as its page answers it: Active plays; EOL is gone (410); Inactive is not found. */
export type VideoState = 'active' | 'eol' | 'inactive';

/** What the video service says of an id: no such video, or the video in one of its states. */
export type VideoRead =
  { kind: 'unknown' } | { kind: 'found'; state: VideoState; metadata: VideoMetadata };

/** The feed's state as the widget reads it (`stateError`): EOL and Inactive in any case. */
function stateOf(state: string): VideoState {
  const error = stateError(state);
  if (error === 'Failure_ID_Expired') return 'eol';
  return error === 'Failure_ID_Invalid' ? 'inactive' : 'active';
}

/**
 * One language's `common` object; undefined when the service has no such video in it (404). Any
 * other failure throws, so an outage is never mistaken for a missing video.
 */
async function readCommon(
  feeds: FeedContext,
  videoId: string,
  locale: Locale,
  timeoutMs: number | undefined,
): Promise<Common | undefined> {
  const host = feeds.upstreams.video;
  if (!host) throw new Error('upstream video is not configured');
  let body: unknown;
  try {
    body = await fetchJson({
      url: metadataUrl(host, videoId, locale),
      contentFeed: true,
      timeoutMs: timeoutMs ?? feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS,
      ...(feeds.callOptions.fetchImpl ? { fetchImpl: feeds.callOptions.fetchImpl } : {}),
    });
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) return undefined;
    throw error;
  }
  return FeedSchema.parse(body, `video metadata for ${videoId}`).common;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * The `common` object in the page's language, else the English one standing in (`english`). Both
 * are asked at once; an unknown id is one the English service does not know, so a failed English
 * call is a failure even when the other language answered 404.
 */
async function readCommonInLocale(
  feeds: FeedContext,
  videoId: string,
  timeoutMs: number | undefined,
): Promise<{ common: Common | undefined; english: boolean }> {
  const read = (locale: Locale) => readCommon(feeds, videoId, locale, timeoutMs);
  if (feeds.locale === DEFAULT_LOCALE)
    return { common: await read(DEFAULT_LOCALE), english: false };
  const englishRead = settle(read(DEFAULT_LOCALE));
  const own = await settle(read(feeds.locale));
  if (own.ok && own.value && !untranslatedVideo(own.value)) {
    return { common: own.value, english: false };
  }
  const english = await englishRead;
  if (!english.ok) throw english.error;
  return { common: english.value, english: english.value !== undefined };
}

/**
 * What the service says of a video, in the page's language (English standing in, marked
 * `lang: 'en'` and logged once per video). Throws on an upstream failure.
 */
export async function readVideo(
  feeds: FeedContext,
  videoId: string,
  timeoutMs?: number,
): Promise<VideoRead> {
  const { common, english } = await readCommonInLocale(feeds, videoId, timeoutMs);
  if (common === undefined) return { kind: 'unknown' };
  const state = stateOf(common.state);
  const metadata = deriveMetadata(common, {
    requestedId: videoId,
    mediaHost: mediaHost(import.meta.env.PUBLIC_VIDEO_MEDIA_HOST),
  });
  if (!english) return { kind: 'found', state, metadata };
  reportFallbacks('video', feeds.locale, [videoId]);
  return { kind: 'found', state, metadata: { ...metadata, lang: DEFAULT_LOCALE } };
}

/**
 * Whether the service has the video in `locale` (its own title or description there), asked in
 * that language alone: the English page names its Spanish twin only when there is one.
 */
export async function videoHasVersionIn(
  feeds: FeedContext,
  videoId: string,
  locale: Locale,
  timeoutMs?: number,
): Promise<boolean> {
  const common = await readCommon(feeds, videoId, locale, timeoutMs);
  return common !== undefined && !untranslatedVideo(common);
}

/**
 * One video's metadata, or undefined for a retired or inactive video (no search data for it). An
 * id the service does not know throws, like any failure (the loader logs it).
 */
export async function fetchVideoMetadata(
  feeds: FeedContext,
  videoId: string,
  timeoutMs?: number,
): Promise<VideoMetadata | undefined> {
  const read = await readVideo(feeds, videoId, timeoutMs);
  if (read.kind === 'unknown') throw new BadResponseError(404);
  return read.state === 'active' ? read.metadata : undefined;
}
