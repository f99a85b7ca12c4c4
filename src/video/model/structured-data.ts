/** VideoObject search data (JSON-LD) for the poster tile; a chaptered video adds a Clip per part. */
import type { VideoMetadata } from './metadata.ts';
import { partStarts } from './chapters.ts';

export interface ClipObject {
  '@type': 'Clip';
  name: string;
  startOffset: number;
  endOffset: number;
  url?: string;
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
  const absolute = (url: string) => {
    try {
      return new URL(url, origin).href;
    } catch {
      return url;
    }
  };
  const chapters = metadata.chapters;
  // A chaptered video plays its first part first; its own file may not exist.
  const mp4 = (chapters[0]?.sources ?? metadata.sources).find((s) => s.type === 'video/mp4');
  const object: VideoObject = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    ...(inLanguage ? { inLanguage } : {}),
    name: metadata.title,
    description: metadata.description || metadata.title,
    thumbnailUrl: absolute(metadata.thumbnail),
    uploadDate: metadata.date,
    duration: metadata.isoDuration,
    contentUrl: absolute(mp4?.src ?? ''),
  };
  if (chapters.length > 0) {
    const starts = partStarts(chapters.map((c) => c.seconds));
    object.hasPart = chapters.map((chapter, index) => {
      const start = Math.round(starts[index] ?? 0);
      const clip: ClipObject = {
        '@type': 'Clip',
        name: chapter.title,
        startOffset: start,
        endOffset: Math.round((starts[index] ?? 0) + chapter.seconds),
      };
      if (pageUrl) clip.url = `${pageUrl.replace(/#.*$/, '')}#t=${start}`;
      return clip;
    });
  }
  return object;
}

/** JSON for a <script type="application/ld+json">, safe against closing the script early. */
export function jsonLd(data: VideoObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
