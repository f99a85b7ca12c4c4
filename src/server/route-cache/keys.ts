/**
 * Cache keys: the path plus only the query a cached route's HTML depends on. Routes without a rule
 * here are not held by the route cache at all, so arbitrary paths and queries never create
 * entries, renders to coalesce or held copies.
 */
import { ENV_PARAM, resolveEnvironment } from '../../domain/environment.ts';
import { pathWithoutLocale } from '../../domain/i18n/locales.ts';
import { LANDING_ROUTES } from '../../domain/landing-routes.ts';
import { WATCH_PAGES_PATH, isVideoId } from '../../domain/video-pages.ts';
import { ORC_AUTH_PARAM } from '../request-context.ts';

/**
 * The landing pages render the same HTML for every query but `envVar` and `orcAuth`
 * (outageWireless and numberTransfer are read in the browser), so tracking and unknown parameters
 * neither create entries nor renders. `envVar` is keyed by the environment it resolves to, so
 * unknown names share the production entry.
 */
function landingQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  // orcAuth makes the render private: its key must never meet the shared entry (nor is it stored).
  const orcAuth = params.get(ORC_AUTH_PARAM);
  if (orcAuth !== null) kept.set(ORC_AUTH_PARAM, orcAuth);
  const env = params.get(ENV_PARAM);
  if (env !== null) kept.set(ENV_PARAM, resolveEnvironment(env).name);
  kept.sort();
  return kept.toString();
}

const ROUTE_QUERY: Record<string, (params: URLSearchParams) => string> = {
  ...Object.fromEntries(LANDING_ROUTES.map((path) => [path, landingQuery])),
  // The sitemap reads no query at all.
  '/sitemap.xml': () => '',
};

/**
 * A video's watch page in any language (`/support/videos/5001039`). Its HTML is the same for every
 * query but `envVar` and `orcAuth`, like a landing page's: the moment (`?t=75`) is read in the
 * browser, so links to every moment of a video share one entry.
 */
function isWatchPagePath(pathname: string): boolean {
  const path = pathWithoutLocale(pathname);
  const prefix = `${WATCH_PAGES_PATH}/`;
  return path.startsWith(prefix) && isVideoId(path.slice(prefix.length));
}

/** The query rule of a cached route, or undefined for a path the route cache does not hold. */
function routeQuery(pathname: string): ((params: URLSearchParams) => string) | undefined {
  if (Object.hasOwn(ROUTE_QUERY, pathname)) return ROUTE_QUERY[pathname];
  return isWatchPagePath(pathname) ? landingQuery : undefined;
}

/** Whether the route cache holds this path's renders. */
export function isCachedRoute(pathname: string): boolean {
  return routeQuery(pathname) !== undefined;
}

/**
 * The cache key of a cached route's request (every parameter, sorted, for a path without a rule).
 * The Host header is left out, so it cannot split the cache.
 */
export function cacheKey(pathname: string, search: string): string {
  if (search === '' || search === '?') return pathname;
  const params = new URLSearchParams(search);
  const rule = routeQuery(pathname);
  let query: string;
  if (rule) query = rule(params);
  else {
    params.sort();
    query = params.toString();
  }
  return query ? `${pathname}?${query}` : pathname;
}

/** A route's primary entry (no query): the copy nearly every visitor gets. */
export function isPrimaryKey(key: string): boolean {
  return !key.includes('?');
}
