/** What every feed client needs from the request: where the upstreams are and what to forward. */
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../domain/i18n/locales.ts';
import type { Upstreams } from '../node/config.ts';
import { FEED_TIMEOUT_MS, type UpstreamCall } from './http.ts';

export interface FeedContext {
  upstreams: Upstreams;
  /**
   * The page's language. Content feeds ask for it (`locale=es-US`) and fall back to English block
   * by block (src/feeds/locale-fallback.ts); so do the knowledge, contact-us and outage-banner
   * calls (`otherLocaleQuery`). Live data (the active outage status, flags) has no language.
   */
  locale: Locale;
  /**
   * Builds a content-feed URL; adds orcAuth when the visitor's request carried it, and
   * `preview=true` in an editor's preview (the content service answers with drafts).
   */
  contentUrl: (path: string, query?: Record<string, string | undefined>) => URL;
  /** Builds an API-gateway URL. */
  apiUrl: (path: string, query?: Record<string, string | string[] | undefined>) => URL;
  /**
   * Forwarding options shared by every call of this request. Calls made while rendering a page
   * use the feed time-out, so one slow upstream cannot hold the page for the 20 s request time-out.
   */
  callOptions: Pick<
    UpstreamCall,
    'forward' | 'visitorCredentials' | 'fetchImpl' | 'basicAuth' | 'timeoutMs'
  >;
}

/**
 * The query parameter a content call asks for drafts with (`preview=true`): the content service
 * answers its latest saved version of each item, published or not, with `pageProperties.updatedAt`.
 */
export const CONTENT_PREVIEW_PARAM = 'preview';

/** The query parameter a content call names its language in (`locale=es-US`). */
export const CONTENT_LOCALE_PARAM = 'locale';

/** The query a content call adds for a language: its BCP 47 tag, English included. */
export function contentLocaleQuery(locale: Locale): Record<string, string> {
  return { [CONTENT_LOCALE_PARAM]: LOCALE_TAGS[locale] };
}

/**
 * The query the other content calls (knowledge, contact us, the outage feeds) add for a language:
 * the same parameter, named only for another language than English, so an English page's calls
 * stay exactly what an upstream that knows no languages has always answered.
 */
export function otherLocaleQuery(locale: Locale): Record<string, string> {
  return locale === DEFAULT_LOCALE ? {} : contentLocaleQuery(locale);
}

export class MissingUpstreamError extends Error {
  constructor(name: string) {
    super(`upstream ${name} is not configured`);
    this.name = 'MissingUpstreamError';
  }
}

function withQuery(
  base: string,
  path: string,
  query: Record<string, string | string[] | undefined>,
): URL {
  const url = new URL(path, `${base}/`);
  url.pathname = `${new URL(`${base}/`).pathname.replace(/\/$/, '')}${path}`;
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) url.searchParams.append(key, item);
    }
  }
  return url;
}

export function createFeedContext(options: {
  upstreams: Upstreams;
  forward: Record<string, string>;
  orcAuth?: string | undefined;
  basicAuth?: string | undefined;
  fetchImpl?: UpstreamCall['fetchImpl'];
  timeoutMs?: number;
  /** The page's language; English when not given. */
  locale?: Locale;
  /** An editor's preview: content calls ask for drafts. */
  preview?: boolean;
}): FeedContext {
  const { upstreams, forward, orcAuth, locale = DEFAULT_LOCALE } = options;
  const visitorCredentials =
    Object.keys(forward).some((name) => name !== 'x-client-id') || !!orcAuth;
  return {
    upstreams,
    locale,
    contentUrl: (path, query = {}) => {
      if (!upstreams.cms) throw new MissingUpstreamError('cms');
      return withQuery(upstreams.cms, path, {
        ...query,
        orcAuth,
        [CONTENT_PREVIEW_PARAM]: options.preview ? 'true' : undefined,
      });
    },
    apiUrl: (path, query = {}) => {
      if (!upstreams.api) throw new MissingUpstreamError('api');
      return withQuery(upstreams.api, path, query);
    },
    callOptions: {
      timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
      forward,
      visitorCredentials,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      ...(options.basicAuth ? { basicAuth: options.basicAuth } : {}),
    },
  };
}
