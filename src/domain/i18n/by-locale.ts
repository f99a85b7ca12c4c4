import type { Locale } from './locales.ts';

/**
 * One area's texts in every language, looked up by the page's language. Each area has its own
 * module (`site.ts`, `ui.ts`, ...) importing its English and Spanish files, so a piece of code
 * that needs one area's texts ships no other area's.
 */
export function byLocale<T>(texts: Record<Locale, T>): (locale?: Locale) => T {
  return (locale = 'en') => texts[locale];
}
