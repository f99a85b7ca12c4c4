import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/i18n/locales.ts';

/**
 * The locale an offline page is in, from its `<html lang>`: the whole value when it is a locale's
 * code (`en-XA`, whose first subtag alone would read as English), else its language subtag (`es`
 * of `es-MX`), else English. Kept beside the offline islands, its only readers, so the locale
 * table every page loads stays as it is.
 */
export function pageLocale(doc: Document): Locale {
  const lang = doc.documentElement.lang;
  if (isLocale(lang)) return lang;
  const language = lang.split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
