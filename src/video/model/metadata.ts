// Over 300 lines: the feed's schema and every value derived from it, so its shape and its readings change in one place.
/**
 * The content service's `common` object: its schema, and every value the widget derives from it.
 * Derivations are pure so each rule has its table test.
 */
import { parseTimelineCaptions, type CaptionLog, type Cue } from './captions.ts';
import { isoDateParts } from './dates.ts';
import { safeLinkUrl } from '../../domain/safe-link.ts';
import type { DeviceClass } from './layout.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { formatTimecode, isoDuration, parseTimecode } from './timecode.ts';
import { parseOverlayText, type OverlayText } from './overlay-text.ts';
import { fitHoverSegment, parseHoverSegment, type HoverSegment } from './preview.ts';
// Plain-code shapes, not zod/mini: this runs in the poster tile's chunk (see json-shape.ts).
import * as shape from './json-shape.ts';

const scalar = shape.scalar();
const text = shape.map(scalar, String);
const optionalText = shape.map(shape.nullish(scalar), (v) =>
  v === null || v === undefined ? '' : String(v),
);
const textList = shape.map(shape.nullish(shape.array(shape.unknown())), (list) =>
  (list ?? []).filter((v): v is string => typeof v === 'string'),
);

/** One video's metadata as the content service sends it (unknown fields are ignored). */
export const CommonSchema = shape.object({
  /** Content id; absent in some feeds, then the requested id is used. */
  id: optionalText,
  /** File name stem for every media file; also the poster's alt text. */
  adminDisplay: text,
  /** Folder of the media files under the media host, e.g. 'support/videos'. */
  folderPath: optionalText,
  /** JSON text: a list of {b begin timecode, t text with <br> tags, e end timecode}. */
  timelineCaptions: optionalText,
  /** '1' asks for the light play button. */
  startMode: optionalText,
  /** Active, Inactive or EOL. */
  state: optionalText,
  /** ISO date the video was published. */
  launchDate: optionalText,
  videoModifiedDate: optionalText,
  /** e.g. 'attvideo_category:sales/wireless'; B2B in any entry marks a business video. */
  category: textList,
  hoverToggle: optionalText,
  hoverTime: optionalText,
  internalSearchShow: optionalText,
  isFamilyFriendly: optionalText,
  /** Timecode such as 1:24. */
  length: optionalText,
  /** Used as the title. */
  windowTitle: optionalText,
  description: optionalText,
  /** JSON strings {n title, u url, bc colour, b begin, e end, p position}. */
  linkUrl: textList,
  recommendedVideoIds: textList,
  /** JSON string for the part-2 overlay text. */
  overlayText: optionalText,
  postRollId: optionalText,
  variationID: optionalText,
  /** Chapter metadata objects as JSON strings (part 2). */
  chapteredVideo: textList,
  /** Caption tracks in other languages, JSON strings {srclang, label, timelineCaptions}. */
  captionTracks: textList,
  /**
   * Sources added to the derived ones: {src, type?} objects, as JSON text too, or addresses.
   * Anything but a list adds none rather than refusing the video: the derived sources still play.
   */
  sources: shape.map(shape.unknown(), (list): unknown[] => (Array.isArray(list) ? list : [])),
});
export type Common = shape.Infer<typeof CommonSchema>;

export const FeedSchema = shape.object({ common: CommonSchema });

/**
 * A language's answer with no title and no description has nothing of that language in it: the
 * English version stands in for it (the server's feed and the browser's loader both ask).
 */
export function untranslatedVideo(common: Pick<Common, 'windowTitle' | 'description'>): boolean {
  return !common.windowTitle.trim() && !common.description.trim();
}

export interface VideoSource {
  src: string;
  type: 'video/mp4' | 'application/x-mpegURL' | 'application/dash+xml';
}

export type LinkPosition =
  | 'topleft'
  | 'topright'
  | 'topcenter'
  | 'bottomleft'
  | 'bottomright'
  | 'bottomcenter'
  | 'centerleft'
  | 'centerright'
  | 'center';

export interface LinkOverlay {
  begin: number;
  end: number;
  link: string;
  title: string;
  bgColor: string;
  position: LinkPosition;
}

/** A chapter of a multi-part video: the parts play in order as one timeline. */
export interface Chapter {
  id: string;
  title: string;
  seconds: number;
  durationText: string;
  isoDuration: string;
  sources: VideoSource[];
  addedSources: unknown[];
  poster: string;
  thumbnail: string;
  description: string;
}

/** Everything the widget shows or reports about one video. */
export interface VideoMetadata {
  id: string;
  title: string;
  description: string;
  alt: string;
  state: string;
  startMode: string;
  seconds: number;
  durationText: string;
  isoDuration: string;
  /** ISO date (yyyy-mm-dd), '' when unknown. */
  date: string;
  categories: string[];
  isB2B: boolean;
  thumbnail: string;
  poster: string;
  /** [streaming (HLS), mp4]: the mp4 (second entry) plays first. */
  sources: VideoSource[];
  /**
   * Spec §3's "plus any added ones", as the feed sends them: the player reads and plays them after
   * `sources` (`playerSources` in added-sources.ts), so the tile's code before a click carries
   * nothing for them.
   */
  addedSources: unknown[];
  /** DASH rendition for part 2's autoplay previews. */
  dashSource: VideoSource;
  /** The feed's own captions, the video's English track, and their WebVTT file. */
  captionFile: string;
  captions: Cue[];
  /**
   * The feed's other caption tracks as it sends them (JSON strings): the player reads them after a
   * click (caption-tracks.ts), so the tile's code before a click carries nothing for them.
   */
  otherCaptionTracks: string[];
  links: LinkOverlay[];
  recommendedVideoIds: string[];
  /** Parts of a chaptered video, in play order; [] for a single video. */
  chapters: Chapter[];
  /** Overlay text (heading, body, button…); undefined when the feed has none. */
  overlayText?: OverlayText | undefined;
  /** The tile's hover preview: on when the metadata's hoverToggle is 'true'; its segment (default 0–10 s). */
  hoverToggle: boolean;
  hover: HoverSegment;
  /**
   * The language of the texts (title, description, chapters, link and overlay texts) when it is
   * not the one asked for: `en` for the English metadata standing in for a page in another
   * language, whose texts are then marked `lang="en"`. Absent: the language asked for.
   */
  lang?: Locale | undefined;
}

export function isB2B(categories: readonly string[]): boolean {
  return categories.some((c) => c.includes('B2B'));
}

/** The directory and file stem every media URL shares: {host}/{folderPath}/{adminDisplay}/{adminDisplay}. */
export function mediaStem(mediaHost: string, folderPath: string, adminDisplay: string): string {
  const parts = [
    mediaHost.replace(/\/+$/, ''),
    folderPath.replace(/^\/+|\/+$/g, ''),
    adminDisplay,
  ].filter(Boolean);
  return `${parts.join('/')}/${adminDisplay}`;
}

export function thumbnailUrl(stem: string): string {
  return `${stem}_360.jpg`;
}

export function posterUrl(stem: string, b2b: boolean): string {
  return b2b ? `${stem}_640x360.jpg` : `${stem}_480.jpg`;
}

/** The name stem of the sources: plain for B2B, `_480` otherwise. */
export function sourceName(stem: string, b2b: boolean): string {
  return b2b ? stem : `${stem}_480`;
}

/** Streaming renditions drop a trailing _480 from the name. */
export function streamName(name: string): string {
  return name.replace(/_480$/, '');
}

export function deriveSources(stem: string, b2b: boolean): VideoSource[] {
  const name = sourceName(stem, b2b);
  return [
    { src: `${streamName(name)}.m3u8`, type: 'application/x-mpegURL' },
    { src: `${name}.mp4`, type: 'video/mp4' },
  ];
}

export function captionFileUrl(stem: string): string {
  return `${stem}.vtt`;
}

/** The yyyy-mm-dd part of an ISO date, or '' when it is not one. */
export function deriveDate(launchDate: string): string {
  return isoDateParts(launchDate)?.join('-') ?? '';
}

const POSITIONS: readonly LinkPosition[] = [
  'topleft',
  'topright',
  'topcenter',
  'bottomleft',
  'bottomright',
  'bottomcenter',
  'centerleft',
  'centerright',
  'center',
];

const RawLink = shape.object({
  n: shape.optional(shape.string()),
  u: shape.optional(shape.string()),
  bc: shape.optional(shape.string()),
  b: shape.optional(scalar),
  e: shape.optional(scalar),
  p: shape.optional(shape.string()),
});

/** Link overlays from linkUrl's JSON strings; bad entries are logged and left out. */
export function parseLinkOverlays(
  entries: readonly string[],
  onError: CaptionLog = () => {},
): LinkOverlay[] {
  const links: LinkOverlay[] = [];
  for (const entry of entries) {
    let data: unknown;
    try {
      data = JSON.parse(entry);
    } catch (error) {
      onError(`linkUrl entry is not valid JSON: ${String(error)}`);
      continue;
    }
    const parsed = RawLink.safeParse(data);
    if (!parsed.success || !parsed.data.u) {
      onError('linkUrl entry has no url');
      continue;
    }
    const raw = parsed.data;
    // The site's one link rule, here at the feed boundary so no overlay can render an unsafe href.
    const link = safeLinkUrl(raw.u);
    if (link === undefined) {
      onError('linkUrl entry has an unsafe url: dropped');
      continue;
    }
    const position = POSITIONS.find((p) => p === raw.p?.toLowerCase()) ?? 'centerleft';
    links.push({
      begin: parseTimecode(raw.b),
      end: parseTimecode(raw.e),
      link,
      title: raw.n ?? '',
      bgColor: raw.bc ?? '',
      position,
    });
  }
  return links;
}

export interface DeriveContext {
  /** The id the widget asked for, used when the feed carries none. */
  requestedId: string;
  mediaHost: string;
  onError?: CaptionLog;
}

/**
 * chapteredVideo's JSON strings, each a metadata object of its own, as parts. Entries that are not
 * JSON, not a usable metadata object or without a length are logged and left out (a part of
 * unknown length would break the timeline).
 */
export function parseChapters(
  entries: readonly string[],
  context: Pick<DeriveContext, 'mediaHost' | 'onError'>,
): Chapter[] {
  const onError = context.onError ?? (() => {});
  const chapters: Chapter[] = [];
  entries.forEach((entry, index) => {
    let data: unknown;
    try {
      data = JSON.parse(entry);
    } catch (error) {
      onError(`chapteredVideo entry ${index} is not valid JSON: ${String(error)}`);
      return;
    }
    const parsed = CommonSchema.safeParse(data);
    if (!parsed.success) {
      onError(`chapteredVideo entry ${index} is not a metadata object`);
      return;
    }
    const part = parsed.data;
    const seconds = parseTimecode(part.length);
    if (!(seconds > 0)) {
      onError(`chapteredVideo entry ${index} has no length`);
      return;
    }
    const b2b = isB2B(part.category);
    const stem = mediaStem(context.mediaHost, part.folderPath, part.adminDisplay);
    chapters.push({
      id: part.id.trim() || part.adminDisplay,
      title: part.windowTitle || part.adminDisplay,
      seconds,
      durationText: formatTimecode(seconds),
      isoDuration: isoDuration(seconds),
      sources: deriveSources(stem, b2b),
      addedSources: part.sources,
      poster: posterUrl(stem, b2b),
      thumbnail: thumbnailUrl(stem),
      description: part.description,
    });
  });
  return chapters;
}

export function deriveMetadata(common: Common, context: DeriveContext): VideoMetadata {
  const onError = context.onError ?? (() => {});
  const b2b = isB2B(common.category);
  const stem = mediaStem(context.mediaHost, common.folderPath, common.adminDisplay);
  const chapters = parseChapters(common.chapteredVideo, context);
  // A chaptered video lasts as long as its parts together.
  const seconds =
    chapters.length > 0
      ? chapters.reduce((sum, c) => sum + c.seconds, 0)
      : parseTimecode(common.length);
  return {
    id: common.id.trim() || context.requestedId,
    title: common.windowTitle,
    description: common.description,
    alt: common.adminDisplay,
    state: common.state,
    startMode: common.startMode,
    seconds,
    durationText: formatTimecode(seconds),
    isoDuration: isoDuration(seconds),
    date: deriveDate(common.launchDate),
    categories: common.category,
    isB2B: b2b,
    thumbnail: thumbnailUrl(stem),
    poster: posterUrl(stem, b2b),
    sources: deriveSources(stem, b2b),
    addedSources: common.sources,
    dashSource: { src: `${streamName(sourceName(stem, b2b))}.mpd`, type: 'application/dash+xml' },
    captionFile: captionFileUrl(stem),
    captions: parseTimelineCaptions(common.timelineCaptions, onError),
    otherCaptionTracks: common.captionTracks,
    links: parseLinkOverlays(common.linkUrl, onError),
    recommendedVideoIds: common.recommendedVideoIds,
    chapters,
    overlayText: parseOverlayText(common.overlayText, onError),
    hoverToggle: common.hoverToggle.trim().toLowerCase() === 'true',
    hover: fitHoverSegment(parseHoverSegment(common.hoverTime), seconds),
  };
}

/**
 * The poster to retry with when the first fails: _400 phone, _450 tablet, _500 otherwise (the
 * device class comes from the user agent, `deviceFromUserAgent` in layout.ts).
 */
export function posterRetryUrl(poster: string, device: DeviceClass): string {
  const size = device === 'phone' ? '_400' : device === 'tablet' ? '_450' : '_500';
  return poster.replace(/(_480|_640x360)\.jpg$/, `${size}.jpg`);
}
