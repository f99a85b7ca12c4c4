/**
 * The helpful-info video tiles' search data (schema.org VideoObject, with a Clip per part of a
 * chaptered video) as JSON-LD in the page's cached HTML, built from the metadata the server
 * loaded: it no longer depends on the client fetching the video.
 */
import { jsonLd, videoObject } from '../../video/model/structured-data.ts';
import type { VideoMetadata } from '../../video/model/metadata.ts';
import type { HelpfulInfoView } from './helpful-info.ts';

export function helpfulVideoLd(
  blocks: readonly Pick<HelpfulInfoView, 'panels'>[],
  videos: Record<string, VideoMetadata> | undefined,
  origin: string,
  pathname: string,
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
    return metadata ? [jsonLd(videoObject(metadata, origin, pageUrl))] : [];
  });
}
