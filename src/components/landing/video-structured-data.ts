/**
 * The helpful-info video tiles' search data (schema.org VideoObject, with a Clip per part of a
 * chaptered video) as JSON-LD in the page's cached HTML, built from the metadata the server
 * loaded: it no longer depends on the client fetching the video. On a page in another language
 * than English each object names the language of the metadata it was built from (`inLanguage`):
 * the page's, or English for a video the service has no version of in it. An English page's
 * objects stay as they were.
 */
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../domain/i18n/locales.ts';
import { jsonLd, videoObject } from '../../video/model/structured-data.ts';
import type { VideoMetadata } from '../../video/model/metadata.ts';
import type { HelpfulInfoView } from './helpful-info.ts';

export function helpfulVideoLd(
  blocks: readonly Pick<HelpfulInfoView, 'panels'>[],
  videos: Record<string, VideoMetadata> | undefined,
  origin: string,
  pathname: string,
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  if (!videos) return [];
  const ids = new Set(
    blocks.flatMap((block) =>
      block.panels.flatMap((panel) =>
        panel.sections.flatMap((s) => (s.media.kind === 'video' ? [s.media.videoId] : [])),
      ),
    ),
  );
  const pageUrl = new URL(pathname, origin).href;
  return [...ids].flatMap((id) => {
    const metadata = videos[id];
    if (!metadata) return [];
    const inLanguage = locale === DEFAULT_LOCALE ? undefined : LOCALE_TAGS[metadata.lang ?? locale];
    return [jsonLd(videoObject(metadata, origin, pageUrl, inLanguage))];
  });
}
