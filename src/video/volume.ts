/** Volume rules: the 0–100 option, mute, and which icon the mute toggle shows. */

export const DEFAULT_VOLUME = 75;

export interface VolumeSetting {
  /** 0–100 as the slider shows it. */
  volume: number;
  mute: boolean;
  /** What to set on the media element (0–1), or undefined to leave the element's own value. */
  elementVolume: number | undefined;
}

/**
 * The option 0–100 is divided by 100; it is applied to the element only when strictly between
 * 0 and 1, and 0 or below means muted. Missing or non-numeric options use the default 75.
 */
export function volumeFromOption(option: number | string | undefined): VolumeSetting {
  const raw = typeof option === 'string' ? Number(option.trim() === '' ? NaN : option) : option;
  const value = raw === undefined || !Number.isFinite(raw) ? DEFAULT_VOLUME : raw;
  const fraction = value / 100;
  if (fraction <= 0) return { volume: 0, mute: true, elementVolume: undefined };
  if (fraction < 1) return { volume: value, mute: false, elementVolume: fraction };
  return { volume: 100, mute: false, elementVolume: undefined };
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

/** The mute toggle's title names the current state. */
export function muteTitle(mute: boolean): 'Video Muted' | 'Video Unmuted' {
  return mute ? 'Video Muted' : 'Video Unmuted';
}
