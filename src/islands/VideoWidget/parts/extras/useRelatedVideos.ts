/**
 * The end screen's related videos: each id in recommendedVideoIds is fetched from the content
 * service in the page's language (each in English when it has no version in it, marked so); no
 * built-in sample stands in; one that fails is left out and logged.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { log } from '../../../../domain/log.ts';
import { NO_SAMPLES, RELATED_FAILED, loadMetadata } from '../../../../video/feed.ts';
import { configuredHosts, configuredMediaHost } from '../../../../video/model/hosts.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';

export { RELATED_FAILED };

export async function loadRelated(
  ids: readonly string[],
  tier: string | undefined,
  signal: AbortSignal,
  locale?: Locale,
): Promise<VideoMetadata[]> {
  const results = await Promise.all(
    ids.map(async (videoId) => {
      try {
        const result = await loadMetadata({
          videoId,
          tier,
          hosts: configuredHosts(),
          mediaHost: configuredMediaHost(),
          samples: NO_SAMPLES,
          signal,
          locale,
        });
        if (result.kind === 'ok') return result.metadata;
        log.error('video', `${RELATED_FAILED}: ${videoId} (${result.errorType})`);
      } catch (error) {
        if (!signal.aborted) log.error('video', `${RELATED_FAILED}: ${videoId} (${String(error)})`);
      }
      return undefined;
    }),
  );
  return results.filter((m): m is VideoMetadata => m !== undefined);
}

/** Loaded once per player, while the video plays, so the list is ready at the end. */
export function useRelatedVideos(
  ids: readonly string[],
  tier: string | undefined,
  locale?: Locale,
) {
  const [related, setRelated] = useState<VideoMetadata[]>([]);
  const key = ids.join('|');
  useEffect(() => {
    if (key === '') return undefined;
    const controller = new AbortController();
    void loadRelated(key.split('|'), tier, controller.signal, locale).then((list) => {
      if (!controller.signal.aborted) setRelated(list);
    });
    return () => controller.abort();
  }, [key, tier, locale]);
  return related;
}
