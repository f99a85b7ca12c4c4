/**
 * The call-to-action's pure rules the tile needs up front: which mode it is in, and the hover
 * segment from the metadata. The preview playback rules are in preview-playback.ts (they load
 * with the preview chunk only).
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
/** Desktop Safari and iOS browsers (all WebKit); Chrome and Edge on macOS say "Safari" too. */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|Edg|OPR|Android)\//.test(userAgent);
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
