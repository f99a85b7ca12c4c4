/**
 * The call-to-action previews as pure rules: which mode the tile is in, the autoplay preview's
 * source steps with the spec's fallbacks, and the hover segment's loop.
 *
 * Autoplay (spec §4, §7, §8): the preview plays the autoplay source: a DASH manifest (.mpd) through
 * dash.js, anything else as a file. A file that fails to load falls back to DASH (the video's own
 * manifest) after 100 ms; when DASH fails, or its script does, the video's normal source plays.
 */
import { parseTimecode } from './timecode.ts';

export type CtaMode = 'custom' | 'autoplay' | 'autoplay-missing-source' | 'hover' | 'poster';

export interface CtaModeInput {
  customCTAdisplay: boolean;
  hasCustomContent: boolean;
  autoplay: boolean;
  autoPlaySource?: string | undefined;
  /** The hoverToggle option or the metadata's hoverToggle. */
  hover: boolean;
  /** Safari without safariAutoPlay shows the poster instead of a preview. */
  previewsAllowed: boolean;
}

export function ctaMode(input: CtaModeInput): CtaMode {
  if (input.customCTAdisplay && input.hasCustomContent) return 'custom';
  if (input.autoplay) {
    if (!input.autoPlaySource) return 'autoplay-missing-source';
    return input.previewsAllowed ? 'autoplay' : 'poster';
  }
  if (input.hover && input.previewsAllowed) return 'hover';
  return 'poster';
}

/** Spec §8. */
export const AUTOPLAY_SOURCE_REQUIRED = 'autoplay source is required, when autoplay';

/** Desktop Safari and iOS browsers (all WebKit); Chrome and Edge on macOS say "Safari" too. */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|Edg|OPR|Android)\//.test(userAgent);
}

export type PreviewStep = { kind: 'file'; src: string } | { kind: 'dash'; src: string };

export const DASH_FALLBACK_DELAY_MS = 100;

export const isDashManifest = (src: string) => /\.mpd(?:[?#]|$)/i.test(src);

export interface PreviewSources {
  autoPlaySource: string;
  /** The video's own DASH manifest. */
  dashSource: string;
  /** The video's normal (mp4) source. */
  normalSource: string;
  /** DASH can run here and its script has not failed. */
  dashAvailable: boolean;
}

export function previewPlan(sources: PreviewSources): PreviewStep[] {
  const { autoPlaySource, dashSource, normalSource, dashAvailable } = sources;
  const steps: PreviewStep[] = isDashManifest(autoPlaySource)
    ? [{ kind: 'dash', src: autoPlaySource }]
    : [
        { kind: 'file', src: autoPlaySource },
        { kind: 'dash', src: dashSource },
      ];
  steps.push({ kind: 'file', src: normalSource });
  return steps
    .filter((step) => step.src && (step.kind === 'file' || dashAvailable))
    .filter((step, i, all) => all.findIndex((s) => s.src === step.src) === i);
}

/** Spec §8: a file's load error moves to DASH after 100 ms; every other move is at once. */
export function stepDelay(from: PreviewStep, to: PreviewStep): number {
  return from.kind === 'file' && to.kind === 'dash' ? DASH_FALLBACK_DELAY_MS : 0;
}

export interface HoverSegment {
  begin: number;
  end: number;
}

/** Spec §9: hover defaults 0 to 10 seconds. */
export const DEFAULT_HOVER: HoverSegment = { begin: 0, end: 10 };

/**
 * The hover segment from the metadata's hoverTime: JSON {b, e} (timecodes or seconds), or a list
 * whose first item is one. Unreadable, missing or empty segments use the defaults.
 */
export function parseHoverSegment(hoverTime: string | undefined): HoverSegment {
  if (!hoverTime?.trim()) return DEFAULT_HOVER;
  let data: unknown;
  try {
    data = JSON.parse(hoverTime);
  } catch {
    return DEFAULT_HOVER;
  }
  const item: unknown = Array.isArray(data) ? data[0] : data;
  if (typeof item !== 'object' || item === null) return DEFAULT_HOVER;
  const { b, e } = item as { b?: unknown; e?: unknown };
  const time = (v: unknown) =>
    typeof v === 'number' || typeof v === 'string' ? parseTimecode(v) : undefined;
  const begin = time(b) ?? DEFAULT_HOVER.begin;
  const end = e === undefined || e === '' ? begin + DEFAULT_HOVER.end : (time(e) ?? 0);
  return end > begin ? { begin, end } : DEFAULT_HOVER;
}

/** The segment fitted to a video of `seconds` (0: unknown length, left as it is). */
export function fitHoverSegment(segment: HoverSegment, seconds: number): HoverSegment {
  if (!(seconds > 0) || segment.end <= seconds) return segment;
  if (segment.begin < seconds) return { begin: segment.begin, end: seconds };
  return { begin: 0, end: Math.min(DEFAULT_HOVER.end, seconds) };
}

/** Where the hover preview must jump to at `time`, or undefined to play on. */
export function hoverLoopTarget(time: number, segment: HoverSegment): number | undefined {
  return time >= segment.end || time < segment.begin ? segment.begin : undefined;
}

/**
 * Whether the autoplay preview should play: not while the visitor paused it, and not while it is
 * out of view unless viewportPause is off.
 */
export function previewShouldPlay(state: {
  pausedByUser: boolean;
  inView: boolean;
  viewportPause: boolean;
  ended: boolean;
}): boolean {
  if (state.pausedByUser || state.ended) return false;
  return state.inView || !state.viewportPause;
}
