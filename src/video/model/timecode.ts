/** Timecodes: parsing the content service's forms and formatting for the controller and search data. */

/**
 * Seconds from '1:24', '01:02:03', '00:00:02.500' or '84'. Anything unreadable is 0,
 * because a bad length must not stop the video from playing.
 */
export function parseTimecode(value: string | number | undefined | null): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  const parts = value.trim().split(':');
  if (parts.length === 0 || parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p)))
    return 0;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** 'h:mm:ss' from an hour up, else 'm:ss'. Negative or non-finite input shows 0:00. */
export function formatTimecode(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** ISO 8601 duration for the VideoObject search data, e.g. PT1M24S. */
export function isoDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
}

/**
 * The controller's remaining time: the time left with a leading minus, except when nothing is
 * left to show ("0:00", never "-0:00", at the end or before the length is known).
 */
export function remainingTimecode(
  total: number,
  current: number,
): { sign: '-' | ''; text: string } {
  const text = formatTimecode(total - current);
  return { sign: text === '0:00' ? '' : '-', text };
}
