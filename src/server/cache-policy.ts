/**
 * Cache-Control for landing pages. Anonymous pages are shareable (a CDN or proxy may hold them,
 * and the route cache does); anything personal is private and never stored.
 */
import { CREDENTIAL_HEADERS } from '../feeds/http.ts';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Headers that hand a response to a shared cache (Astro's cache tags and CDN lifetime, the
 * surrogate keys): a preview response carries none of them.
 */
export const SHARED_CACHE_HEADERS = ['cdn-cache-control', 'cache-tag', 'xkey'] as const;

/** Shared caches must keep credentialed requests apart from the anonymous copy. */
export const SHAREABLE_VARY = CREDENTIAL_HEADERS.join(', ');

export interface CachePolicyInput {
  /** The request forwarded a visitor's credentials (orcAuth, authorization, identity headers). */
  personal: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
  /** An editor's preview: drafts, which no cache may keep or hand to anyone else. */
  preview?: boolean;
  /** The route asked to be shared (a landing page); undefined leaves the header alone. */
  shareable?: { maxAge: number; staleWhileRevalidate: number } | undefined;
  /** A feed failed or came back empty in this render: the page is degraded, so no cache keeps it. */
  degraded?: boolean;
}

/** A degraded render must not replace a good copy in any cache. */
export const DEGRADED_NO_STORE = 'no-store';

/** How long a CDN may keep serving its copy while the site itself is failing. */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** The Cache-Control value for a response, or undefined when the route decides itself. */
export function cacheControlFor(input: CachePolicyInput): string | undefined {
  if (input.preview || input.personal || input.setsCookie) return PRIVATE_NO_STORE;
  if (!input.shareable) return undefined;
  if (input.degraded) return DEGRADED_NO_STORE;
  const { maxAge, staleWhileRevalidate } = input.shareable;
  // Browsers revalidate (max-age=0); shared caches hold the page and may serve it stale while they refresh.
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}
