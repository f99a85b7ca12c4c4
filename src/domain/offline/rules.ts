/**
 * What the service worker may keep for offline use, and where. Pure: the worker (src/worker/)
 * hands in the request's and response's parts; the table tests beside this file say the rules.
 *
 * The landing pages' HTML is the same for every anonymous visitor, so a copy kept on the device
 * holds nothing personal as long as nothing credentialed is ever stored: no relay call, no request
 * carrying `Authorization`, no response the site marked private or no-store (a signed-in
 * visitor's page, a degraded render, a preview; src/server/cache-policy.ts).
 */
import { LANDING_ROUTES } from '../landing-routes.ts';
import { CACHE_NAMES, type OfflineCache } from './cache-names.ts';
import {
  LOCALES,
  DEFAULT_LOCALE,
  localeOfPath,
  pathInLocale,
  type Locale,
} from '../i18n/locales.ts';

/** The relays that carry a visitor's credentials to the carrier's APIs and account pages. */
export const CREDENTIALED_PREFIXES = ['/msapi/', '/idpcms/', '/acctmgmt/'] as const;

/**
 * How much each cache may hold: the oldest entries go first past `maxEntries`, and an entry older
 * than `maxAgeSeconds` is never served. Four landing pages exist (two in each language), so the
 * page cache never evicts one; articles and posters are what the visitor opened.
 */
export const CACHE_BOUNDS: Record<OfflineCache, { maxEntries: number; maxAgeSeconds: number }> = {
  pages: { maxEntries: 8, maxAgeSeconds: 30 * 86_400 },
  articles: { maxEntries: 30, maxAgeSeconds: 14 * 86_400 },
  posters: { maxEntries: 40, maxAgeSeconds: 30 * 86_400 },
};

export { CACHE_NAMES, type OfflineCache };

/** A landing page answered from the network waits this long before the saved copy is used. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

/** The landing pages, in every language (`/wireless`, `/es/wireless`, …). */
export const LANDING_PATHS: readonly string[] = LANDING_ROUTES;

/** The offline page of each language (pre-rendered, precached). */
export const OFFLINE_PATHS: Record<Locale, string> = Object.fromEntries(
  LOCALES.map((locale) => [locale, pathInLocale('/offline', locale)]),
) as Record<Locale, string>;

/** The offline page in the language of the page that could not be reached. */
export function offlinePathFor(pathname: string): string {
  return OFFLINE_PATHS[localeOfPath(pathname)] ?? OFFLINE_PATHS[DEFAULT_LOCALE];
}

export function isCredentialedPath(pathname: string): boolean {
  return CREDENTIALED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface RequestFacts {
  url: URL;
  method: string;
  /** The worker's own origin. */
  origin: string;
  /** Whether the request carries an `Authorization` header. */
  hasAuthorization: boolean;
}

/** Whether a request's answer may be kept at all. */
export function mayStoreRequest(request: RequestFacts): boolean {
  if (request.method !== 'GET' || request.hasAuthorization) return false;
  if (request.url.origin === request.origin && isCredentialedPath(request.url.pathname))
    return false;
  // A URL carrying the sign-in token is a credentialed call whatever its path.
  return !request.url.searchParams.has('orcAuth');
}

export interface ResponseFacts {
  status: number;
  /** The response's `Cache-Control`, or null. */
  cacheControl: string | null;
  /** `opaque` for a cross-origin answer the page may not read (no CORS). */
  type: string;
}

/**
 * Whether a response may be kept: a complete, readable 200 that the site did not mark personal.
 * An opaque response is refused: its size is unknown to the page, and browsers count each one
 * as megabytes against the site's storage quota.
 */
export function mayStoreResponse(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(response.cacheControl ?? '');
}

export interface RouteFacts {
  url: URL;
  origin: string;
  /** `Request.destination`: document, iframe, image, … */
  destination: string;
}

/** The key a landing page is saved under: its URL without query or fragment (one copy a page). */
export function storedPageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Video posters: the widget's `<id>_<width>.jpg` beside the video's media files. */
const POSTER = /\/videos\/[^/]+\/[^/]+\.(?:jpe?g|png|webp|avif)$/i;
const ARTICLE_PAGE = /^\/support\/(?:smallbusiness\/)?article-modal\//;

/**
 * The cache a request belongs to, or undefined for one the worker leaves to the network: a
 * landing page opened as a page, an article page the drawer frames, a helpful-info poster.
 */
export function cacheFor({ url, origin, destination }: RouteFacts): OfflineCache | undefined {
  const sameOrigin = url.origin === origin;
  if (sameOrigin && destination === 'document' && LANDING_PATHS.includes(url.pathname))
    return 'pages';
  if (sameOrigin && ARTICLE_PAGE.test(url.pathname) && ['iframe', 'document'].includes(destination))
    return 'articles';
  if (destination === 'image' && POSTER.test(url.pathname)) return 'posters';
  return undefined;
}
