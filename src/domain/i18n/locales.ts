/**
 * The site's languages, one row each: its code, which is also its path segment (English at the
 * root, every other language under its code, `/es/wireless`, the convention of Astro's i18n
 * routing), and its BCP 47 tag (`<html lang>`, `Intl`'s numbers and dates, structured data's
 * `inLanguage`, and the locale the carrier's content services are asked for and publish under:
 * `locale=es-US`). Every list of languages or landing routes in the code derives from this table
 * (src/domain/landing-routes.ts, the metrics, field vitals, the rebuild job, route-cache keys, the
 * sitemap, hreflang); each area's message catalogue is a `Record<Language, …>` (./by-locale.ts),
 * so the type checker names every catalogue a new row still lacks. A language's name in itself is
 * its own catalogue's (`frameText(locale).footer.languageName`): the browser, which reads this
 * table, needs only the tags. The pseudo-locales below join the table in a build that switches
 * them on; their catalogue is the generator's. docs/locales.md says how a language is added.
 */
const LANGUAGE_TAGS = { en: 'en-US', es: 'es-US' } as const;

/**
 * Whether this build has the pseudo-locales: PUBLIC_PSEUDO_LOCALE=on when it is built
 * (development and the end-to-end tests' pseudo build, never production). A build-time value the
 * bundler writes in, so a production bundle carries neither their rows nor the generator. Node
 * running a module unbundled (scripts, the server's own modules) has no `import.meta.env` and
 * sees it off. (./by-locale.ts reads it again where it is used: a module that imports a value
 * only to fold it away still loads the module that holds it.)
 */
export const PSEUDO_LOCALES_ON: boolean = import.meta.env?.PUBLIC_PSEUDO_LOCALE === 'on';

/**
 * The pseudo-locales, one row each like a language's: its code (its path segment) and its tag.
 * Their catalogue is the English one through the generator (./pseudo.ts), not a folder of their
 * own (docs/locales.md, "Pseudo-locale"). The tag's language is English, which the text still is
 * underneath, so what reads `lang` (a screen reader, axe's valid-language rule, `Intl`) knows it;
 * `XA` is the region Android and Chrome give their pseudo-locale.
 */
const PSEUDO_LOCALE_TAGS = { 'en-XA': 'en-XA' } as const;

export type PseudoLocale = keyof typeof PSEUDO_LOCALE_TAGS;

/** A language with a catalogue of its own: each area's catalogue is a `Record<Language, …>`. */
export type Language = keyof typeof LANGUAGE_TAGS;

export type Locale = Language | PseudoLocale;

/** The languages with a catalogue of their own, in the table's order: each has a folder here. */
export const LANGUAGES = /* @__PURE__ */ Object.keys(LANGUAGE_TAGS) as [Language, ...Language[]];

/**
 * The table: the languages, then the pseudo-locales when the build has them. Written as a
 * condition the bundler folds, so without the switch it is the languages' table as it was.
 */
export const LOCALE_TAGS = (
  PSEUDO_LOCALES_ON ? { ...LANGUAGE_TAGS, ...PSEUDO_LOCALE_TAGS } : LANGUAGE_TAGS
) as Readonly<typeof LANGUAGE_TAGS & typeof PSEUDO_LOCALE_TAGS>;

/** Every language, in the table's order (the default first). */
export const LOCALES = /* @__PURE__ */ Object.keys(LOCALE_TAGS) as [Locale, ...Locale[]];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Whether a locale's catalogue is the generator's: a pseudo-locale of this build. */
export function isPseudoLocale(locale: string): locale is PseudoLocale {
  return PSEUDO_LOCALES_ON && Object.hasOwn(PSEUDO_LOCALE_TAGS, locale);
}

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
