/**
 * A helpful-info video's tile as the server renders it, from the metadata it loaded for the
 * page's search data: the poster, the title and the duration, which the island shows as a link to
 * the video's watch page before any script runs. None for a video whose metadata did not load (a
 * retired or failing one: its placeholder stays, as before) or that has no title (a link needs
 * words; the feed's file name is no title).
 */
import type { VideoTile } from '../../islands/landing/HelpfulVideo.tsx';
import type { VideoMetadata } from '../../video/model/metadata.ts';

export function videoTile(metadata: VideoMetadata | undefined): VideoTile | undefined {
  const title = metadata?.title.trim();
  if (!metadata || !title || !metadata.poster) return undefined;
  return {
    poster: metadata.poster,
    title,
    ...(metadata.seconds > 0 ? { durationText: metadata.durationText } : {}),
    ...(metadata.lang === 'en' ? { titleLang: 'en' as const } : {}),
  };
}
