/**
 * Video metadata on the server, for the search data of the video tiles a landing page shows: the
 * content service's `common` object for each helpful-info video id, read through the widget's
 * own schema and derivations (one definition of every derived value). Public content: no visitor
 * header is forwarded, so the cached HTML built from it is the same for every visitor.
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
  type VideoMetadata,
} from '../video/model/metadata.ts';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales.ts';
import type { FeedContext } from './context.ts';
import { FEED_TIMEOUT_MS, fetchJson } from './http.ts';
import { readOrEnglish, reportFallbacks } from './locale-fallback.ts';

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

/** One video's metadata, or undefined for a retired or inactive video (no search data for it). */
export async function fetchVideoMetadata(
  feeds: FeedContext,
  videoId: string,
  timeoutMs?: number,
): Promise<VideoMetadata | undefined> {
  const host = feeds.upstreams.video;
  if (!host) throw new Error('upstream video is not configured');
  const read = async (locale: Locale) => {
    const body = await fetchJson({
      url: metadataUrl(host, videoId, locale),
      contentFeed: true,
      timeoutMs: timeoutMs ?? feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS,
      ...(feeds.callOptions.fetchImpl ? { fetchImpl: feeds.callOptions.fetchImpl } : {}),
    });
    return FeedSchema.parse(body, `video metadata for ${videoId}`).common;
  };
  const { value: common, english } = await readOrEnglish(feeds.locale, read, untranslatedVideo);
  if (stateError(common.state)) return undefined;
  const metadata = deriveMetadata(common, {
    requestedId: videoId,
    mediaHost: mediaHost(import.meta.env.PUBLIC_VIDEO_MEDIA_HOST),
  });
  if (!english) return metadata;
  reportFallbacks('video', feeds.locale, [videoId]);
  return { ...metadata, lang: DEFAULT_LOCALE };
}
