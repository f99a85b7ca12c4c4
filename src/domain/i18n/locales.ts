/**
 * The site's languages, one row each: its code, which is also its path segment (English at the
 * root, every other language under its code, `/es/wireless`, the convention of Astro's i18n
 * routing), and its BCP 47 tag (`<html lang>`, `Intl`'s numbers and dates, structured data's
 * `inLanguage`, and the locale the carrier's content services are asked for and publish under:
 * `locale=es-US`). Every list of languages or landing routes in the code derives from this table
 * (src/domain/landing-routes.ts, the metrics, field vitals, the rebuild job, route-cache keys, the
 * sitemap, hreflang); each area's message catalogue is a `Record<Locale, …>` (./by-locale.ts), so
 * the type checker names every catalogue a new row still lacks. A language's name in itself is
 * its own catalogue's (`frameText(locale).footer.languageName`): the browser, which reads this
 * table, needs only the tags. docs/locales.md says how a language is added.
 */
export const LOCALE_TAGS = { en: 'en-US', es: 'es-US' } as const;

export type Locale = keyof typeof LOCALE_TAGS;

/** Every language, in the table's order (the default first). */
export const LOCALES = /* @__PURE__ */ Object.keys(LOCALE_TAGS) as [Locale, ...Locale[]];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The language a content service's locale names (a publish's `locale`), if it is one of ours. */
export function localeOfContentLocale(value: string | undefined): Locale | undefined {
  return LOCALES.find((locale) => LOCALE_TAGS[locale] === value);
}

/**
 * The language a route's `[locale]` segment names (`src/pages/[locale]/…`): one that lives under
 * its code, so never the default (`/en/wireless` is no page), else undefined.
 */
export function prefixedLocale(segment: string | undefined): Locale | undefined {
  return segment !== DEFAULT_LOCALE && isLocale(segment) ? segment : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that names a language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language segment: the page's identity across languages. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language (`/wireless` → `/es/wireless` and back). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const base = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return base;
  return base === '/' ? `/${locale}/` : `/${locale}${base}`;
}
