/** Numbers, dates and times in the page's language, through Intl. */
import { LOCALE_TAGS, type Locale } from './locales.ts';

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], options).format(value);
}

export function formatDate(locale: Locale, value: Date, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(value);
}

/** Picks one form by Intl's plural rules (`one`, `other`, ...), `other` when a form is missing. */
export function plural(
  locale: Locale,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const rule = new Intl.PluralRules(LOCALE_TAGS[locale]).select(count);
  return forms[rule] ?? forms.other;
}
