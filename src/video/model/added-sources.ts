/**
 * Spec §3 "sources: name plus _480 (plain name for B2B), plus any added ones": the feed's
 * `sources` list, read when the player takes the video (after the click, like the other caption
 * tracks: the tile never plays them). Each entry is an object `{src, type?}`, that object as JSON
 * text (the feed's other lists are JSON strings), or an address alone. Anything that cannot be
 * played safely is logged and left out; the rest follow the derived sources.
 */
import { safeMediaUrl } from '../../domain/safe-link.ts';
import type { CaptionLog } from './captions.ts';
// Plain-code shapes, not zod/mini: this runs in the poster tile's chunk (see json-shape.ts).
import * as shape from './json-shape.ts';
import type { VideoSource } from './metadata.ts';

const RawSource = shape.object({
  src: shape.string(),
  type: shape.optional(shape.string()),
});

const TYPES: readonly VideoSource['type'][] = [
  'video/mp4',
  'application/x-mpegURL',
  'application/dash+xml',
];

const BY_EXTENSION: Readonly<Record<string, VideoSource['type']>> = {
  mp4: 'video/mp4',
  m3u8: 'application/x-mpegURL',
  mpd: 'application/dash+xml',
};

/** A file name alone: a rendition beside the derived ones. No dot first, so never `..`. */
const FILE_NAME = /^[\w-][\w.-]*$/;

/**
 * The type the feed states (one the player knows, in any case), else the one the address's
 * extension names. A stated type the player does not know is not guessed past.
 */
export function sourceType(
  src: string,
  stated: string | undefined,
): VideoSource['type'] | undefined {
  if (stated !== undefined)
    return TYPES.find((t) => t.toLowerCase() === stated.trim().toLowerCase());
  const path = src.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : BY_EXTENSION[extension];
}

/**
 * Where an added source lives: a file name alone sits in the video's own media folder (so it
 * follows the media host as the derived sources do); anything else must pass the site's media
 * rule (http(s) or a same-origin path), as `autoPlaySource` does, and be a whole address or a
 * root path: a relative one would resolve against whichever page embeds the player.
 */
export function sourceAddress(src: string, mediaFolder: string): string | undefined {
  const trimmed = src.trim();
  if (FILE_NAME.test(trimmed)) return `${mediaFolder}/${trimmed}`;
  const safe = safeMediaUrl(trimmed);
  return safe && /^(https?:\/\/|\/)/i.test(safe) ? safe : undefined;
}

function readEntry(entry: unknown): { src: string; type?: string | undefined } | undefined {
  if (typeof entry === 'string') {
    if (!entry.trim().startsWith('{')) return { src: entry };
    try {
      return readEntry(JSON.parse(entry) as unknown);
    } catch {
      return undefined;
    }
  }
  const parsed = RawSource.safeParse(entry);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The feed's added sources, in its order, after `derived`: each with a known type and an allowed
 * address, and none twice (a source already listed would only repeat a failed step).
 */
export function parseAddedSources(
  entries: readonly unknown[],
  context: { mediaFolder: string; derived: readonly VideoSource[]; onError?: CaptionLog },
): VideoSource[] {
  const onError = context.onError ?? (() => {});
  const seen = new Set(context.derived.map((s) => s.src));
  const added: VideoSource[] = [];
  entries.forEach((entry, index) => {
    const raw = readEntry(entry);
    if (!raw) {
      onError(`sources entry ${index} is not a source: left out`);
      return;
    }
    const src = sourceAddress(raw.src, context.mediaFolder);
    if (src === undefined) {
      onError(`sources entry ${index} has an address the player may not load: left out`);
      return;
    }
    const type = sourceType(src, raw.type);
    if (type === undefined) {
      onError(`sources entry ${index} has no type the player knows: left out`);
      return;
    }
    if (seen.has(src)) return;
    seen.add(src);
    added.push({ src, type });
  });
  return added;
}

/**
 * What the player plays: the derived sources, then the feed's added ones. A file name alone is in
 * the video's media folder, the thumbnail's (spec §3: folder plus name plus _360.jpg).
 */
export function playerSources(
  video: { sources: readonly VideoSource[]; addedSources: readonly unknown[]; thumbnail: string },
  onError?: CaptionLog,
): VideoSource[] {
  return [
    ...video.sources,
    ...parseAddedSources(video.addedSources, {
      mediaFolder: video.thumbnail.slice(0, video.thumbnail.lastIndexOf('/')),
      derived: video.sources,
      ...(onError ? { onError } : {}),
    }),
  ];
}
