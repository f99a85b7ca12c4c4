/** What every feed client needs from the request: where the upstreams are and what to forward. */
import type { Upstreams } from '../node/config.ts';
import { FEED_TIMEOUT_MS, type UpstreamCall } from './http.ts';

export interface FeedContext {
  upstreams: Upstreams;
  /** Builds a content-feed URL; adds orcAuth when the visitor's request carried it. */
  contentUrl: (path: string, query?: Record<string, string | undefined>) => URL;
  /** Builds an API-gateway URL. */
  apiUrl: (path: string, query?: Record<string, string | string[] | undefined>) => URL;
  /** Forwarding options shared by every call of this request. */
  /**
   * Forwarding options shared by every call of this request. Calls made while rendering a page
   * use the feed time-out, so one slow upstream cannot hold the page for the 20 s request time-out.
   */
  callOptions: Pick<
    UpstreamCall,
    'forward' | 'visitorCredentials' | 'fetchImpl' | 'basicAuth' | 'timeoutMs'
  >;
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
}): FeedContext {
  const { upstreams, forward, orcAuth } = options;
  const visitorCredentials =
    Object.keys(forward).some((name) => name !== 'x-client-id') || !!orcAuth;
  return {
    upstreams,
    contentUrl: (path, query = {}) => {
      if (!upstreams.cms) throw new MissingUpstreamError('cms');
      return withQuery(upstreams.cms, path, { ...query, orcAuth });
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
