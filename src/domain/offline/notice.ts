/**
 * The offline notice's words: when the saved copy was made (its `Date` header) in the page's
 * language, or the undated sentence when the copy does not say.
 */
import { formatDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { offlineText } from '../i18n/offline.ts';

/** When a saved copy was made, as its `Date` header says; undefined when missing or unreadable. */
export function savedAt(dateHeader: string | null | undefined): Date | undefined {
  if (!dateHeader) return undefined;
  const time = Date.parse(dateHeader);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * A saved copy's day and time (`November 25, 14:02`), in the visitor's own time zone. A 24-hour
 * clock keeps a sentence from ending in `p.m..` in Spanish.
 */
export function formatSavedAt(locale: Locale, when: Date, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  const day = formatDate(locale, when, { day: 'numeric', month: 'long', ...zone });
  const time = formatDate(locale, when, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone,
  });
  return `${day}, ${time}`;
}

export function offlineNoticeText(locale: Locale, when: Date | undefined, timeZone?: string) {
  const texts = offlineText(locale).notice;
  return when ? texts.saved(formatSavedAt(locale, when, timeZone)) : texts.undated;
}
