/**
 * Spec §3 "Recommended item for the end screen: {duration, id, posterImageUrl, recommendedVideo
 * true, seoData, title}": what a related video's tile on the end screen is made of.
 */
import type { VideoMetadata } from './metadata.ts';
import { videoObject, type VideoObject } from './structured-data.ts';

export interface RecommendedItem {
  /** Seconds. */
  duration: number;
  id: string;
  posterImageUrl: string;
  recommendedVideo: true;
  seoData: VideoObject;
  /** The window title, else the media name (a related video is always named by something). */
  title: string;
}

/** `origin` resolves relative media addresses in the search data, as the tile's own does. */
export function recommendedItem(video: VideoMetadata, origin: string): RecommendedItem {
  return {
    duration: video.seconds,
    id: video.id,
    posterImageUrl: video.poster,
    recommendedVideo: true,
    seoData: videoObject(video, origin),
    title: video.title || video.alt,
  };
}
