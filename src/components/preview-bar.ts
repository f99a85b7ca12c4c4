/**
 * The preview bar's view: what an editor sees above a page rendered with drafts. 'Not published'
 * while the content's latest save is newer than its publish time; once the draft is published
 * (saved no later than published), 'published' with a way to the live page, which is the page
 * outside the preview.
 */
import { formatDate } from '../domain/i18n/format.ts';
import type { Locale } from '../domain/i18n/locales.ts';
import { siteText } from '../domain/i18n/site.ts';

export interface PreviewBarView {
  state: 'draft' | 'published';
  label: string;
  heading: string;
  /** 'Draft saved' or 'Live since', before the time; the time-unknown sentence without one. */
  detail: string;
  time?: { text: string; datetime: string };
  exit: { text: string; href: string };
  live?: { text: string; href: string };
}

/** Editors work across time zones: the time says its zone (UTC) rather than guess theirs. */
const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

export function previewBarView(
  content: { publishedAt?: Date | undefined; updatedAt?: Date | undefined },
  pathname: string,
  locale: Locale,
): PreviewBarView {
  const texts = siteText(locale).preview;
  const { publishedAt, updatedAt } = content;
  const published =
    publishedAt !== undefined && updatedAt !== undefined && updatedAt <= publishedAt;
  const exitHref = `/api/preview/exit?path=${encodeURIComponent(pathname)}`;
  const shown = published ? publishedAt : updatedAt;
  return {
    state: published ? 'published' : 'draft',
    label: texts.region,
    heading: published ? texts.published : texts.notPublished,
    detail: shown ? (published ? texts.liveSince : texts.draftSaved) : texts.unknownTime,
    ...(shown
      ? { time: { text: formatDate(locale, shown, TIME_FORMAT), datetime: shown.toISOString() } }
      : {}),
    exit: { text: texts.exit, href: exitHref },
    ...(published ? { live: { text: texts.live, href: exitHref } } : {}),
  };
}
