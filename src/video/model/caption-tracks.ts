/**
 * The video's caption tracks and the one a page shows. The feed's own captions (timelineCaptions,
 * and the WebVTT file {stem}.vtt) are its English track; the optional `captionTracks` field lists
 * others, each JSON text {srclang, label, timelineCaptions}, whose WebVTT file is named
 * {stem}.{srclang}.vtt beside the English one. Read by the player, after a click.
 */
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales.ts';
import { parseTimelineCaptions, type CaptionLog, type Cue } from './captions.ts';
import * as shape from './json-shape.ts';
import { primaryLanguage } from './language.ts';
import type { VideoMetadata } from './metadata.ts';

export interface CaptionTrack {
  /** The language as the feed tags it, e.g. 'en', 'es' or 'es-US' (the `<track>`'s srclang). */
  srclang: string;
  /** The language's name in itself, for the browser's captions menu. */
  label: string;
  /** The WebVTT file. */
  src: string;
  cues: Cue[];
}

/** Every video has at least its own track, so a player always names a captions file. */
export type CaptionTracks = readonly [CaptionTrack, ...CaptionTrack[]];

/** The feed's own captions: English, as the widget has always labelled them. */
const OWN_TRACK = { srclang: 'en', label: 'English' } as const;

/** Letters, digits and hyphens only: the tag becomes part of a file name. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

const RawTrack = shape.object({
  srclang: shape.optional(shape.string()),
  label: shape.optional(shape.string()),
  timelineCaptions: shape.optional(shape.string()),
});

/** A track's WebVTT file, beside the English one: {stem}.vtt → {stem}.{srclang}.vtt. */
export function captionFileIn(englishFile: string, srclang: string): string {
  return `${englishFile.replace(/\.vtt$/, '')}.${srclang.toLowerCase()}.vtt`;
}

/** The listed tracks; an entry that is not JSON, has no usable language or no captions is logged and left out. */
export function parseCaptionTracks(
  entries: readonly string[],
  englishFile: string,
  onError: CaptionLog = () => {},
): CaptionTrack[] {
  const tracks: CaptionTrack[] = [];
  entries.forEach((entry, index) => {
    let data: unknown;
    try {
      data = JSON.parse(entry);
    } catch (error) {
      onError(`captionTracks entry ${index} is not valid JSON: ${String(error)}`);
      return;
    }
    const parsed = RawTrack.safeParse(data);
    const srclang = parsed.success ? parsed.data.srclang?.trim() : undefined;
    if (!parsed.success || !srclang || !LANGUAGE_TAG.test(srclang)) {
      onError(`captionTracks entry ${index} has no usable srclang`);
      return;
    }
    const cues = parseTimelineCaptions(parsed.data.timelineCaptions, onError);
    if (cues.length === 0) {
      onError(`captionTracks entry ${index} (${srclang}) has no captions`);
      return;
    }
    tracks.push({
      srclang,
      label: parsed.data.label?.trim() || srclang,
      src: captionFileIn(englishFile, srclang),
      cues,
    });
  });
  return tracks;
}

/**
 * Every track the video has, one per language (the first of a language wins, the feed's own
 * English captions first). Only tracks with captions count; a video without any keeps its own
 * (empty) English track, so the player still names its captions file.
 */
export function captionTracksOf(
  metadata: Pick<VideoMetadata, 'captions' | 'captionFile' | 'otherCaptionTracks'>,
  onError: CaptionLog = () => {},
): CaptionTracks {
  const own: CaptionTrack = { ...OWN_TRACK, src: metadata.captionFile, cues: metadata.captions };
  const listed = parseCaptionTracks(metadata.otherCaptionTracks, metadata.captionFile, onError);
  const seen = new Set<string>();
  const tracks = [own, ...listed].filter((track) => {
    const language = primaryLanguage(track.srclang);
    if (track.cues.length === 0 || seen.has(language)) return false;
    seen.add(language);
    return true;
  });
  const [first, ...rest] = tracks;
  return first ? [first, ...rest] : [own];
}

/** The track a page shows: its own language's, else English, else the first. */
export function chooseCaptionTrack(tracks: CaptionTracks, locale: Locale): CaptionTrack {
  const inLanguage = (language: string) =>
    tracks.find((track) => primaryLanguage(track.srclang) === language);
  return inLanguage(locale) ?? inLanguage(DEFAULT_LOCALE) ?? tracks[0];
}
