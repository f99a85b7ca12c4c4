/**
 * The watch pages: one page per help video, where the video is the page's main content (the only
 * place search engines index a video), and the `?t=` moment a link to it may carry. Both runtimes
 * read this: the server renders the pages and their links, the player reads the moment and makes
 * the links it shares.
 */
import { pathInLocale, type Locale } from './i18n/locales.ts';

/** The folder of the watch pages in every language (`/es` goes before it). */
export const WATCH_PAGES_PATH = '/support/videos';

/** The query parameter naming the moment a watch page opens at. */
export const MOMENT_PARAM = 't';

/** The longest moment a link may ask for (a day): beyond it a value is a mistake, not a time. */
const MAX_MOMENT_SECONDS = 24 * 60 * 60;

/** A video id as the content service spells them (digits and letters): anything else has no page. */
const VIDEO_ID = /^[A-Za-z0-9]{1,32}$/;

export function isVideoId(value: unknown): value is string {
  return typeof value === 'string' && VIDEO_ID.test(value);
}

/** The watch page of a video in a language: `/support/videos/5001039`, `/es/support/videos/5001039`. */
export function watchPath(videoId: string, locale: Locale = 'en'): string {
  return pathInLocale(`${WATCH_PAGES_PATH}/${encodeURIComponent(videoId)}`, locale);
}

/** The watch page's address at a moment: `?t=75`; the start (0) needs no parameter. */
export function watchPathAt(videoId: string, seconds: number, locale: Locale = 'en'): string {
  const path = watchPath(videoId, locale);
  const whole = Math.floor(seconds);
  return Number.isFinite(whole) && whole > 0 ? `${path}?${MOMENT_PARAM}=${whole}` : path;
}

/**
 * A `?t=` value in seconds: `75`, `75s`, `1m15s`, `1h2m3s` (YouTube's forms). Undefined for
 * anything else, a negative or an absurd value: a bad link opens the video at its start.
 */
export function parseMoment(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  let seconds: number | undefined;
  if (/^\d+(\.\d+)?s?$/.test(text)) seconds = Number(text.replace(/s$/, ''));
  else {
    const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
    if (parts && text !== '')
      seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds > MAX_MOMENT_SECONDS)
    return undefined;
  return Math.floor(seconds);
}
