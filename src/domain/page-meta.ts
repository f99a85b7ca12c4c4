import { presentText } from './values.ts';

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

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  robots: string;
  canonical: string;
  alternates: { hreflang: 'en' | 'es'; href: string }[];
  og: { type: string; title: string; description: string; url: string };
  /** The page's Spanish copy, when one is configured (the footer's 'Español' link). */
  spanishHref?: string;
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
  /** Absolute URL of the page without its query string. */
  pageUrl: URL;
  /** Where the page's Spanish copy lives (see spanishUrl); none is rendered without it. */
  spanishPattern?: string | undefined;
}

const TITLE_TEMPLATE = '[[title]] support for [[serviceName]] customers';
const SMB_TITLE_TEMPLATE = '[[title]] support for [[serviceName]] business customers';
const DESCRIPTION_TEMPLATE =
  'Get [[title]] support: fix service issues, find top solutions, browse help topics and contact us.';

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
  const values = { title: input.title, serviceName: input.serviceName };
  const template = input.smallBusiness ? SMB_TITLE_TEMPLATE : TITLE_TEMPLATE;
  const title = presentText(input.seo.metaSeotitle) ?? fillTemplate(template, values);
  const description =
    presentText(input.seo.metaDescription) ?? fillTemplate(DESCRIPTION_TEMPLATE, values);
  const ignored: PageMeta['ignored'] = [];
  const own = (field: 'linkRelCanonical' | 'ogUrl', fallback: string) => {
    const choice = selfReference(input.seo[field], input.pageUrl);
    if (choice.ignored !== undefined) ignored.push({ field, value: choice.ignored });
    return choice.url ?? fallback;
  };
  const canonical = own('linkRelCanonical', pageOwnUrl(input.pageUrl));
  const ogUrl = own('ogUrl', canonical);
  const keywords = presentText(input.seo.metaKeywords);
  const spanish =
    input.spanishPattern === undefined
      ? undefined
      : spanishUrl(input.spanishPattern, new URL(canonical));
  return {
    title,
    description,
    ...(keywords === undefined ? {} : { keywords }),
    robots: presentText(input.seo.metaRobots) ?? 'index, follow',
    canonical,
    alternates: [
      { hreflang: 'en', href: canonical },
      ...(spanish === undefined ? [] : [{ hreflang: 'es' as const, href: spanish }]),
    ],
    og: {
      type: presentText(input.seo.ogtype) ?? 'website',
      title: presentText(input.seo.ogTitle) ?? title,
      description: presentText(input.seo.ogDescription) ?? description,
      url: ogUrl,
    },
    ...(spanish === undefined ? {} : { spanishHref: spanish }),
    ignored,
  };
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
