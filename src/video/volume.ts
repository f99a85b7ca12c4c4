/** Volume rules: the 0–100 option, mute, and which icon the mute toggle shows. */
import type { Locale } from '../domain/i18n/locales.ts';
import { videoPlayerText } from '../domain/i18n/video-player.ts';

export const DEFAULT_VOLUME = 75;

export interface VolumeSetting {
  /** 0–100 as the slider shows it. */
  volume: number;
  mute: boolean;
}

/**
 * The option 0–100 is divided by 100; it is applied to the element only when strictly between
 * 0 and 1 (100 is the element's own full level), and 0 or below means muted. Missing or non-numeric options use the default 75.
 */
export function volumeFromOption(option: number | string | undefined): VolumeSetting {
  const raw = typeof option === 'string' ? Number(option.trim() === '' ? NaN : option) : option;
  const value = raw === undefined || !Number.isFinite(raw) ? DEFAULT_VOLUME : raw;
  const fraction = value / 100;
  if (fraction <= 0) return { volume: 0, mute: true };
  if (fraction < 1) return { volume: value, mute: false };
  return { volume: 100, mute: false };
}

export type VolumeIcon = 'full' | 'half' | 'low' | 'muted';

/** Full above 66, half above 33, low above 0; the muted icon when muted (or at 0). */
export function volumeIcon(volume: number, mute: boolean): VolumeIcon {
  if (mute) return 'muted';
  if (volume > 66) return 'full';
  if (volume > 33) return 'half';
  if (volume > 0) return 'low';
  return 'muted';
}

/** The mute toggle's title names the current state ('Video Muted', 'Video Unmuted'). */
export function muteTitle(mute: boolean, locale: Locale = 'en'): string {
  const texts = videoPlayerText(locale).controls;
  return mute ? texts.muted : texts.unmuted;
}
