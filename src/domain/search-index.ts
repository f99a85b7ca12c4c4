/**
 * What the site offers search engines: which routes are indexable, the sitemap that lists them
 * and the robots.txt that names it. Pure: the routes' metadata and feed times come in.
 */

/**
 * The pages made to be found, each in every language (`/es/wireless`, src/domain/i18n/locales.ts).
 * Everything else (gallery, video demo, sandbox pages) is noindex.
 */
export const INDEXABLE_ROUTES = ['/wireless', '/smallbusiness/wireless'] as const;

/** Paths crawlers have no business in: the browser's relays, the site's API, account pages. */
export const CRAWL_DISALLOWED = [
  '/msapi/',
  '/kmservices/',
  '/idpcms/',
  '/api/',
  '/acctmgmt/',
  '/support/article-modal/',
  '/support/smallbusiness/article-modal/',
  '/support/article-drawer',
] as const;

export const SITEMAP_PATH = '/sitemap.xml';

/** A language's copy of a page (`hreflang` is a language or `x-default`). */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapPage {
  /** The page's canonical URL (what the page itself declares). */
  canonical: string;
  /** Every language's copy of the page, itself included, as the page declares them. */
  alternates?: readonly SitemapAlternate[];
  /** The page's robots directive. */
  robots: string;
  /** Publish times of the feeds the page is made from; undefined where a feed does not say. */
  publishedAt: (Date | undefined)[];
}

export interface SitemapEntry {
  loc: string;
  /** W3C date-time of the latest known publish time, if any feed said. */
  lastmod?: string;
  /** `xhtml:link` alternates (the pages' hreflang set), when the page has other languages. */
  alternates?: readonly SitemapAlternate[];
}

/** A page that tells search engines not to index it is not offered to them either. */
export function isIndexable(robots: string): boolean {
  return !robots
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim())
    .some((directive) => directive === 'noindex' || directive === 'none');
}

export function sitemapEntries(pages: SitemapPage[]): SitemapEntry[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => {
    if (!isIndexable(page.robots) || seen.has(page.canonical)) return [];
    seen.add(page.canonical);
    const times = page.publishedAt
      .filter((time): time is Date => time !== undefined && !Number.isNaN(time.getTime()))
      .map((time) => time.getTime());
    const alternates = page.alternates?.length ? { alternates: page.alternates } : {};
    if (times.length === 0) return [{ loc: page.canonical, ...alternates }];
    const latest = new Date(Math.max(...times)).toISOString().replace(/\.000Z$/, 'Z');
    return [{ loc: page.canonical, lastmod: latest, ...alternates }];
  });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The namespace of the `xhtml:link` alternates search engines read in a sitemap. */
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const alternateLink = ({ hreflang, href }: SitemapAlternate) =>
  `    <xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(href)}"/>\n`;

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xmlText(entry.loc)}</loc>\n` +
      (entry.lastmod ? `    <lastmod>${xmlText(entry.lastmod)}</lastmod>\n` : '') +
      (entry.alternates ?? []).map(alternateLink).join('') +
      '  </url>\n',
  );
  const xhtml = entries.some((entry) => entry.alternates?.length)
    ? ` xmlns:xhtml="${XHTML_NAMESPACE}"`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="${SITEMAP_NAMESPACE}"${xhtml}>\n` +
    urls.join('') +
    '</urlset>\n'
  );
}

/** @param siteUrl the public origin (the sitemap must be named by an absolute URL) */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...CRAWL_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, siteUrl).href}`,
    '',
  ].join('\n');
}
