/** VideoObject search data (JSON-LD) for the poster tile. */
import type { VideoMetadata } from './metadata.ts';

export interface VideoObject {
  '@context': 'https://schema.org';
  '@type': 'VideoObject';
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  duration: string;
  contentUrl: string;
}

/** Relative media URLs become absolute against the page origin, as search engines require. */
export function videoObject(metadata: VideoMetadata, origin: string): VideoObject {
  const absolute = (url: string) => {
    try {
      return new URL(url, origin).href;
    } catch {
      return url;
    }
  };
  const mp4 = metadata.sources.find((s) => s.type === 'video/mp4');
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: metadata.title,
    description: metadata.description || metadata.title,
    thumbnailUrl: absolute(metadata.thumbnail),
    uploadDate: metadata.date,
    duration: metadata.isoDuration,
    contentUrl: absolute(mp4?.src ?? ''),
  };
}

/** JSON for a <script type="application/ld+json">, safe against closing the script early. */
export function jsonLd(data: VideoObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
