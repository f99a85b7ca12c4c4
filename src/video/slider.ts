/** Range slider arithmetic (clamping, pointer position to value, keyboard steps) and value texts. */
import { formatNumber } from '../domain/i18n/format.ts';
import type { Locale } from '../domain/i18n/locales.ts';
import { videoPlayerText } from '../domain/i18n/video-player.ts';
import { formatTimecode } from './model/timecode.ts';

/** A percentage clamped to 0–100 (NaN counts as 0). */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return percent === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, percent));
}

export function valueToPercent(value: number, max: number): number {
  return max > 0 ? clampPercent((value / max) * 100) : 0;
}

export function percentToValue(percent: number, max: number): number {
  return (clampPercent(percent) / 100) * Math.max(0, max);
}

/** The value under a pointer at clientX on a track starting at `left` with `width` pixels. */
export function valueAtPointer(clientX: number, left: number, width: number, max: number): number {
  if (width <= 0) return 0;
  return percentToValue(((clientX - left) / width) * 100, max);
}

export const KEY_STEP_PX = 8;

/** One arrow-key step: 8 px of the slider's width in value units (1% of the range before layout). */
export function keyStep(widthPx: number, max: number): number {
  if (max <= 0) return 0;
  if (!(widthPx > 0)) return max / 100;
  return Math.min(max, (KEY_STEP_PX / widthPx) * max);
}

/** The value after a key press, or undefined when the key is not a slider key. */
export function valueForKey(
  key: string,
  value: number,
  max: number,
  widthPx: number,
): number | undefined {
  const step = keyStep(widthPx, max);
  const clamp = (v: number) => Math.min(max, Math.max(0, v));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - step);
    case 'PageUp':
      return clamp(value + max / 10);
    case 'PageDown':
      return clamp(value - max / 10);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return undefined;
  }
}

/** The seek slider's value for screen readers: "1:05 of 2:10" ("1:05 de 2:10"); timecodes have no language. */
export function timecodeOf(current: number, total: number, locale: Locale = 'en'): string {
  return videoPlayerText(locale).controls.timeOf(formatTimecode(current), formatTimecode(total));
}

/** The volume slider's value for screen readers, a whole percentage as the page's language writes it. */
export function volumeText(volume: number, locale: Locale = 'en'): string {
  return formatNumber(locale, Math.round(volume) / 100, { style: 'percent' });
}
