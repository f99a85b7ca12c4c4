import { presentText } from './values.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  pathInLocale,
  pathWithoutLocale,
  type Locale,
} from './i18n/locales.ts';
import { siteText } from './i18n/site.ts';

/** SEO fields as the content feed provides them (already parsed and trimmed). */
export interface SeoData {
  metaKeywords?: string;
  metaSeotitle?: string;
  metaDescription?: string;
  metaRobots?: string;
  ogtype?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogUrl?: string;
  linkRelCanonical?: string;
}

/** An alternate's language: one of the site's, or `x-default` (the page for any other language). */
export type Hreflang = Locale | 'x-default';

/** The same page in another language, for the footer's language switch. */
export interface LanguageTwin {
  locale: Locale;
  /** A site path for the site's own pages; an absolute URL for the configured Spanish site. */
  href: string;
}

export interface PageMeta {
  /** The page's language (`<html lang>`). */
  locale: Locale;
  title: string;
  description: string;
  keywords?: string;
  robots: string;
  canonical: string;
  /** Every language's copy of the page, then `x-default` (the English one). */
  alternates: { hreflang: Hreflang; href: string }[];
  og: { type: string; title: string; description: string; url: string };
  /** The page in each other language (the footer's switch). */
  twins: LanguageTwin[];
  /**
   * Feed addresses that named another page than this one and were replaced by the page's own
   * URL: the caller logs them (a page must never tell search engines it is a copy of another).
   */
  ignored: { field: 'linkRelCanonical' | 'ogUrl'; value: string }[];
}

export interface PageMetaInput {
  seo: SeoData;
  /** The page's subject, e.g. "Wireless". */
  title: string;
  /** The service's display name. */
  serviceName: string;
  smallBusiness: boolean;
  /** Absolute URL of the page without its query string (its language segment included). */
  pageUrl: URL;
  /** The page's language; English when not given. */
  locale?: Locale | undefined;
  /**
   * Where the Spanish copy lives when it is not this site's `/es` page (see spanishUrl): it then
   * names the Spanish alternate and the English page's switch.
   */
  spanishPattern?: string | undefined;
}

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\[\[(\w+)\]\]/g, (whole, key: string) => values[key] ?? whole);
}

/** The placeholder a Spanish-site pattern uses for the page's path. */
export const PATH_PLACEHOLDER = '{path}';

/**
 * The Spanish copy of a page: the pattern with `{path}` replaced by the page's path
 * (`https://es.example.com{path}`, `/es{path}`), or, without the placeholder, the pattern taken
 * as an origin or base path that the page's path is appended to. A relative pattern is resolved
 * against the page's origin. Undefined when the result is not an http(s) URL.
 */
export function spanishUrl(pattern: string, pageUrl: URL): string | undefined {
  const path = pageUrl.pathname;
  const filled = pattern.includes(PATH_PLACEHOLDER)
    ? pattern.split(PATH_PLACEHOLDER).join(path)
    : `${pattern.replace(/\/+$/, '')}${path}`;
  try {
    const url = new URL(filled, pageUrl.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const defaults = siteText(locale).meta;
  const title =
    presentText(input.seo.metaSeotitle) ??
    (input.smallBusiness ? defaults.smallBusinessTitle : defaults.title)(
      input.title,
      input.serviceName,
    );
  const description = presentText(input.seo.metaDescription) ?? defaults.description(input.title);
  const ignored: PageMeta['ignored'] = [];
  const own = (field: 'linkRelCanonical' | 'ogUrl', fallback: string) => {
    const choice = selfReference(input.seo[field], input.pageUrl);
    if (choice.ignored !== undefined) ignored.push({ field, value: choice.ignored });
    return choice.url ?? fallback;
  };
  const canonical = own('linkRelCanonical', pageOwnUrl(input.pageUrl));
  const ogUrl = own('ogUrl', canonical);
  const keywords = presentText(input.seo.metaKeywords);
  const languages = languageCopies(input.pageUrl, locale, canonical, input.spanishPattern);
  return {
    locale,
    title,
    description,
    ...(keywords === undefined ? {} : { keywords }),
    robots: languages.superseded
      ? 'noindex, follow'
      : (presentText(input.seo.metaRobots) ?? 'index, follow'),
    canonical,
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: other, href: languages.alternates[other] })),
      { hreflang: 'x-default' as const, href: languages.alternates[DEFAULT_LOCALE] },
    ],
    og: {
      type: presentText(input.seo.ogtype) ?? 'website',
      title: presentText(input.seo.ogTitle) ?? title,
      description: presentText(input.seo.ogDescription) ?? description,
      url: ogUrl,
    },
    twins: LOCALES.filter((other) => other !== locale).map((other) => ({
      locale: other,
      href: languages.twins[other],
    })),
    ignored,
  };
}

/**
 * Where each language's copy of a page is. The page's own language is its canonical; the others
 * are the site's twin pages (`/wireless` ⇄ `/es/wireless`), except that a configured Spanish site
 * (SPANISH_SITE_URL) is the Spanish copy. This site's own Spanish page then stands aside: it still
 * answers (links to it keep working) but is `noindex`, so search engines see one Spanish copy.
 */
export function languageCopies(
  pageUrl: URL,
  locale: Locale,
  canonical: string,
  spanishPattern: string | undefined,
): {
  alternates: Record<Locale, string>;
  twins: Record<Locale, string>;
  superseded: boolean;
} {
  const english = new URL(pathWithoutLocale(pageUrl.pathname), pageUrl.origin);
  const configured = spanishPattern === undefined ? undefined : spanishUrl(spanishPattern, english);
  const sitePath = (other: Locale) => pathInLocale(pageUrl.pathname, other);
  const alternates = {} as Record<Locale, string>;
  const twins = {} as Record<Locale, string>;
  for (const other of LOCALES) {
    const elsewhere = other === 'es' ? configured : undefined;
    twins[other] = elsewhere ?? sitePath(other);
    alternates[other] =
      other === locale ? canonical : (elsewhere ?? new URL(sitePath(other), pageUrl.origin).href);
  }
  const superseded =
    locale === 'es' && configured !== undefined && configured !== pageOwnUrl(pageUrl);
  return { alternates, twins, superseded };
}

/**
 * A route's path as visitors use it. The static build renders each route as a file
 * (`/wireless.html`) but serves it, and must name it, as `/wireless`.
 */
export function routePath(pathname: string): string {
  return pathname.replace(/\.html$/, '');
}

/** The page's own address: its origin and path, no query or fragment. */
export function pageOwnUrl(pageUrl: URL): string {
  return new URL(pageUrl.pathname, pageUrl.origin).href;
}

/**
 * A page address from the feed is honoured only when it names this page (same origin, same
 * path); its fragment is dropped. Anything else is reported as ignored.
 */
export function selfReference(
  fromFeed: string | undefined,
  pageUrl: URL,
): { url?: string; ignored?: string } {
  const text = presentText(fromFeed);
  if (text === undefined) return {};
  let url: URL;
  try {
    url = new URL(text, pageUrl.origin);
  } catch {
    return { ignored: text };
  }
  const samePath = url.pathname.replace(/\/+$/, '') === pageUrl.pathname.replace(/\/+$/, '');
  if (url.origin !== pageUrl.origin || !samePath) return { ignored: text };
  url.hash = '';
  url.pathname = pageUrl.pathname;
  return { url: url.href };
}
