/**
 * The previews' playback rules (loaded with the preview chunk only): the autoplay preview's source
 * steps with the spec's fallbacks, when it plays, and the hover segment's loop.
 *
 * Autoplay (spec §4, §7, §8): the preview plays the autoplay source: a DASH manifest (.mpd) through
 * dash.js, anything else as a file. A file that fails to load falls back to DASH (the video's own
 * manifest) after 100 ms; when DASH fails, or its script does, the video's normal source plays.
 */
import type { HoverSegment } from './model/preview.ts';

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
