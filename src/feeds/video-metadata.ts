/**
 * Video metadata on the server, for the search data of the video tiles a landing page shows: the
 * content service's `common` object for each helpful-info video id, read through the widget's
 * own schema and derivations (one definition of every derived value). Public content: no visitor
 * header is forwarded, so the cached HTML built from it is the same for every visitor.
 */
import { buildHelpfulTabs, type RawTab } from '../domain/helpful-info.ts';
import { stateError } from '../video/model/errors.ts';
import { mediaHost, metadataUrl } from '../video/model/hosts.ts';
import { FeedSchema, deriveMetadata, type VideoMetadata } from '../video/model/metadata.ts';
import type { FeedContext } from './context.ts';
import { FEED_TIMEOUT_MS, fetchJson } from './http.ts';

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
  if (!feeds.upstreams.video) throw new Error('upstream video is not configured');
  const body = await fetchJson({
    url: metadataUrl(feeds.upstreams.video, videoId),
    contentFeed: true,
    timeoutMs: timeoutMs ?? feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS,
    ...(feeds.callOptions.fetchImpl ? { fetchImpl: feeds.callOptions.fetchImpl } : {}),
  });
  const common = FeedSchema.parse(body, `video metadata for ${videoId}`).common;
  if (stateError(common.state)) return undefined;
  return deriveMetadata(common, {
    requestedId: videoId,
    mediaHost: mediaHost(import.meta.env.PUBLIC_VIDEO_MEDIA_HOST),
  });
}
