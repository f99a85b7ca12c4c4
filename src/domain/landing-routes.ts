/**
 * The support landing pages, once. Every list of landing routes (metrics labels, field vitals,
 * the static rebuild's required files, route-cache keys, the sitemap, offline rules, the
 * benchmarks) is derived from here and from the languages in ./i18n/locales.ts, so a language or
 * a landing page added in one place reaches all of them. `landing-routes.test.ts` fails when a
 * module spells a landing route or a language list out by hand.
 */
import { LOCALES, pathInLocale, type DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

/** The consumer wireless landing page. */
export const WIRELESS_PATH = '/wireless';
/** The small-business wireless landing page. */
export const SMALL_BUSINESS_PATH = '/smallbusiness/wireless';

/** Each landing page's path in the default language, in the order pages are listed. */
export const LANDING_PAGES = [WIRELESS_PATH, SMALL_BUSINESS_PATH] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

type LocalePrefix<L extends Locale> = L extends typeof DEFAULT_LOCALE ? '' : `/${L}`;
/** A landing page in one of the site's languages: `/wireless`, `/es/smallbusiness/wireless`. */
export type LandingRoute = `${LocalePrefix<Locale>}${LandingPage}`;

/** The landing page in a language (`pathInLocale`, typed). */
export function landingRoute(page: LandingPage, locale: Locale): LandingRoute {
  return pathInLocale(page, locale) as LandingRoute;
}

function everyLandingRoute(): readonly [LandingRoute, ...LandingRoute[]] {
  return LOCALES.flatMap((locale) =>
    LANDING_PAGES.map((page) => landingRoute(page, locale)),
  ) as unknown as [LandingRoute, ...LandingRoute[]];
}

/**
 * Every landing page in every language, language by language (the default language first).
 * Marked pure so that browser code reading only the paths above ships none of it.
 */
export const LANDING_ROUTES = /* @__PURE__ */ everyLandingRoute();
