/**
 * What the site offers search engines: which routes are indexable, the sitemap that lists them
 * (the watch pages with Google's video extension) and the robots.txt that names it. Pure: the
 * routes' metadata, their videos and feed times come in.
 */
import { LANDING_PAGES } from './landing-routes.ts';

/**
 * The pages made to be found, each in every language (`/es/wireless`, src/domain/i18n/locales.ts).
 * Everything else (gallery, video demo, sandbox pages) is noindex.
 */
export const INDEXABLE_ROUTES = LANDING_PAGES;

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

/**
 * A video a page is about, as Google's video sitemap extension
 * (`http://www.google.com/schemas/sitemap-video/1.1`) describes it.
 */
export interface SitemapVideo {
  /** Absolute URL of the thumbnail image. */
  thumbnailLoc: string;
  title: string;
  /** At most 2048 characters. */
  description: string;
  /** Absolute URL of the media file (never the page's own URL). */
  contentLoc: string;
  /** Whole seconds, 1 to 28 800 (eight hours); absent when unknown. */
  duration?: number;
  /** W3C date or date-time when the video was first published. */
  publicationDate?: string;
}

/** Google's limits for a video entry. */
export const VIDEO_DESCRIPTION_MAX = 2048;
export const VIDEO_DURATION_MAX = 28_800;

export interface SitemapVideoInput {
  thumbnail: string;
  title: string;
  description: string;
  content: string;
  /** The page the video is on: the media file may not be it. */
  page: string;
  seconds: number;
  publicationDate?: string | undefined;
}

const httpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A video entry within Google's rules, or undefined when one of the required parts (an absolute
 * thumbnail and media file, a title) is missing: an entry Google refuses helps no one. An empty
 * description becomes the title (as in the page's structured data), a long one is cut at 2048
 * characters, and a duration outside 1 s to 8 h is left out rather than stated wrongly.
 */
export function sitemapVideo(input: SitemapVideoInput): SitemapVideo | undefined {
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title || !httpUrl(input.thumbnail) || !httpUrl(content) || content === input.page)
    return undefined;
  const characters = Array.from(input.description.trim() || title);
  const description =
    characters.length > VIDEO_DESCRIPTION_MAX
      ? `${characters
          .slice(0, VIDEO_DESCRIPTION_MAX - 1)
          .join('')
          .trimEnd()}…`
      : characters.join('');
  const duration = Math.round(input.seconds);
  return {
    thumbnailLoc: input.thumbnail,
    title,
    description,
    contentLoc: content,
    ...(duration >= 1 && duration <= VIDEO_DURATION_MAX ? { duration } : {}),
    ...(input.publicationDate ? { publicationDate: input.publicationDate } : {}),
  };
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
  /** The videos the page is about (a watch page's one video). */
  videos?: readonly SitemapVideo[];
}

export interface SitemapEntry {
  loc: string;
  /** W3C date-time of the latest known publish time, if any feed said. */
  lastmod?: string;
  /** `xhtml:link` alternates (the pages' hreflang set), when the page has other languages. */
  alternates?: readonly SitemapAlternate[];
  /** `video:video` entries. */
  videos?: readonly SitemapVideo[];
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
    const extras = {
      ...(page.alternates?.length ? { alternates: page.alternates } : {}),
      ...(page.videos?.length ? { videos: page.videos } : {}),
    };
    if (times.length === 0) return [{ loc: page.canonical, ...extras }];
    const latest = new Date(Math.max(...times)).toISOString().replace(/\.000Z$/, 'Z');
    return [{ loc: page.canonical, lastmod: latest, ...extras }];
  });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/**
 * XML 1.0's `Char`: what a document may carry at all, escaped or not. A feed's stray control
 * character or lone surrogate would make the whole sitemap unreadable, so it is dropped.
 */
const isXmlChar = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
};
const xmlText = (value: string) =>
  Array.from(value)
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The namespace of the `xhtml:link` alternates search engines read in a sitemap. */
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** The namespace of Google's video extension. */
export const VIDEO_NAMESPACE = 'http://www.google.com/schemas/sitemap-video/1.1';

const alternateLink = ({ hreflang, href }: SitemapAlternate) =>
  `    <xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(href)}"/>\n`;

/** A `video:video` entry, its elements in the order the extension's schema lists them. */
const videoElement = (video: SitemapVideo) => {
  const element = (name: string, value: string | number | undefined) =>
    value === undefined ? '' : `      <video:${name}>${xmlText(String(value))}</video:${name}>\n`;
  return (
    '    <video:video>\n' +
    element('thumbnail_loc', video.thumbnailLoc) +
    element('title', video.title) +
    element('description', video.description) +
    element('content_loc', video.contentLoc) +
    element('duration', video.duration) +
    element('publication_date', video.publicationDate) +
    '    </video:video>\n'
  );
};

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xmlText(entry.loc)}</loc>\n` +
      (entry.lastmod ? `    <lastmod>${xmlText(entry.lastmod)}</lastmod>\n` : '') +
      (entry.alternates ?? []).map(alternateLink).join('') +
      (entry.videos ?? []).map(videoElement).join('') +
      '  </url>\n',
  );
  const xhtml = entries.some((entry) => entry.alternates?.length)
    ? ` xmlns:xhtml="${XHTML_NAMESPACE}"`
    : '';
  const video = entries.some((entry) => entry.videos?.length)
    ? ` xmlns:video="${VIDEO_NAMESPACE}"`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="${SITEMAP_NAMESPACE}"${xhtml}${video}>\n` +
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
