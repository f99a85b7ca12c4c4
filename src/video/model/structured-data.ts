/**
 * VideoObject search data (JSON-LD): the poster tile's (`videoObject`, a Clip per part of a
 * chaptered video) and the watch page's (`watchPageVideoObject`, the page where the video is the
 * main content: key moments as a Clip per chapter and a SeekToAction on the page's `?t=`).
 */
import type { VideoMetadata } from './metadata.ts';
import { partStarts } from './chapters.ts';
import { MOMENT_PARAM } from '../../domain/video-pages.ts';

export interface ClipObject {
  '@type': 'Clip';
  name: string;
  startOffset: number;
  endOffset: number;
  url?: string;
}

/** Where a search engine may send a viewer into the video: the page's URL with a time in it. */
export interface SeekToActionObject {
  '@type': 'SeekToAction';
  /** The page's URL with `{seek_to_second_number}` where the seconds go. */
  target: string;
  'startOffset-input': typeof SEEK_INPUT;
}

export interface VideoObject {
  '@context': 'https://schema.org';
  '@type': 'VideoObject';
  /** The language of name, description and clips (BCP 47), when the page names it. */
  inLanguage?: string;
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  duration: string;
  contentUrl: string;
  hasPart?: ClipObject[];
  potentialAction?: SeekToActionObject;
}

/** The placeholder Google replaces with the seconds to skip to, and how the action names it. */
export const SEEK_PLACEHOLDER = '{seek_to_second_number}';
export const SEEK_INPUT = 'required name=seek_to_second_number';

/**
 * Google shows key moments only for videos of at least 30 seconds (Search Central, video
 * structured data): a shorter watch page carries neither Clips nor a SeekToAction.
 */
export const KEY_MOMENTS_MIN_SECONDS = 30;

/**
 * The launch date is a calendar date with no time. Noon UTC keeps that date on every clock from
 * UTC−11 to UTC+11, where midnight UTC would be the day before across the Americas.
 */
const LAUNCH_TIME = 'T12:00:00Z';

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** What both objects say of the video: names, pictures and the file that plays first. */
function baseObject(metadata: VideoMetadata, origin: string, inLanguage?: string): VideoObject {
  // A chaptered video plays its first part first; its own file may not exist.
  const mp4 = (metadata.chapters[0]?.sources ?? metadata.sources).find(
    (s) => s.type === 'video/mp4',
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    ...(inLanguage ? { inLanguage } : {}),
    name: metadata.title,
    description: metadata.description || metadata.title,
    thumbnailUrl: absoluteUrl(metadata.thumbnail, origin),
    uploadDate: metadata.date,
    duration: metadata.isoDuration,
    contentUrl: absoluteUrl(mp4?.src ?? '', origin),
  };
}

/** Each chapter's span on the whole timeline, in whole seconds. */
function chapterSpans(metadata: VideoMetadata): { name: string; start: number; end: number }[] {
  const starts = partStarts(metadata.chapters.map((c) => c.seconds));
  return metadata.chapters.map((chapter, index) => {
    const start = starts[index] ?? 0;
    return { name: chapter.title, start, end: start + chapter.seconds };
  });
}

/**
 * Relative media URLs become absolute against the page origin, as search engines require. With
 * the page's URL, each Clip links to its start (`#t=seconds`); with a language tag, the object
 * says which language its texts are in (`inLanguage`).
 */
export function videoObject(
  metadata: VideoMetadata,
  origin: string,
  pageUrl?: string,
  inLanguage?: string,
): VideoObject {
  const object = baseObject(metadata, origin, inLanguage);
  if (metadata.chapters.length > 0) {
    object.hasPart = chapterSpans(metadata).map(({ name, start, end }) => {
      const clip: ClipObject = {
        '@type': 'Clip',
        name,
        startOffset: Math.round(start),
        endOffset: Math.round(end),
      };
      if (pageUrl) clip.url = `${pageUrl.replace(/#.*$/, '')}#t=${Math.round(start)}`;
      return clip;
    });
  }
  return object;
}

export interface WatchPageAddress {
  /** The watch page's canonical URL: absolute, without query or fragment. */
  url: string;
  /** The origin relative media URLs resolve against. */
  origin: string;
  /** The language of the texts (BCP 47), when the page names it. */
  inLanguage?: string | undefined;
}

/**
 * The watch page's VideoObject, as Google's video structured data asks for it: the required
 * name, thumbnail and upload date (with a time zone); description, duration and the media file;
 * for a video of 30 s or more, a Clip per chapter whose URL is the page at the chapter's start
 * (`?t=30`, the first one `?t=0`: every clip names its time) and a SeekToAction whose target is
 * the page with the seconds placeholder. No embedUrl: Google wants a player's own URL there,
 * never the page's, and the site has no player URL. Undefined when the metadata lacks a
 * required property (title, launch date, thumbnail): no markup beats markup Google refuses.
 */
export function watchPageVideoObject(
  metadata: VideoMetadata,
  page: WatchPageAddress,
): VideoObject | undefined {
  if (!metadata.title.trim() || !metadata.date || !metadata.thumbnail) return undefined;
  const url = page.url.replace(/[?#].*$/, '');
  const object: VideoObject = {
    ...baseObject(metadata, page.origin, page.inLanguage),
    uploadDate: `${metadata.date}${LAUNCH_TIME}`,
  };
  if (metadata.seconds < KEY_MOMENTS_MIN_SECONDS) return object;
  const at = (seconds: number | string) => `${url}?${MOMENT_PARAM}=${seconds}`;
  // Whole seconds, as the page's links name them; a part too short to keep a second of its own
  // after rounding down would share its start with the next, which Google refuses.
  const clips = chapterSpans(metadata)
    .map(({ name, start, end }) => ({ name, start: Math.floor(start), end: Math.floor(end) }))
    .filter(({ start, end }) => end > start)
    .map(({ name, start, end }): ClipObject => ({
      '@type': 'Clip',
      name,
      startOffset: start,
      endOffset: end,
      url: at(start),
    }));
  if (clips.length > 0) object.hasPart = clips;
  object.potentialAction = {
    '@type': 'SeekToAction',
    target: at(SEEK_PLACEHOLDER),
    'startOffset-input': SEEK_INPUT,
  };
  return object;
}

/** JSON for a <script type="application/ld+json">, safe against closing the script early. */
export function jsonLd(data: VideoObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
