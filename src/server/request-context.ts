/** The per-request context the middleware builds and pages read from Astro.locals. */
import { config, type SiteConfig } from '../node/config.ts';
import { resolveEnvironment, type ResolvedEnvironment, ENV_PARAM } from '../domain/environment.ts';
import {
  customerTypeForPath,
  serviceForPath,
  type CustomerType,
  type ServiceDefinition,
} from '../domain/services.ts';
import { localeOfPath, type Locale } from '../domain/i18n/locales.ts';
import { createFeedContext, type FeedContext } from '../feeds/context.ts';
import { forwardedHeaders } from '../feeds/http.ts';
import { CLIENT_ID_HEADER } from '../domain/personalisation/client-id.ts';
import { previewSessionOf } from './preview-cookie.ts';

export interface RequestContext {
  environment: ResolvedEnvironment;
  service: ServiceDefinition;
  customerType: CustomerType;
  /** The page's language, from the path's first segment (`/es/wireless` is Spanish). */
  locale: Locale;
  /** The request URL as the visitor should keep it: orcAuth removed. */
  cleanUrl: URL;
  /** True when orcAuth was in the address and has been removed from cleanUrl. */
  hadOrcAuth: boolean;
  /** The request carries a visitor's credentials: the response must be private. */
  personal: boolean;
  /**
   * An editor's preview (a valid preview cookie, src/server/preview-cookie.ts): the content feeds
   * ask for drafts, and the response is private, noindex and never cached. Never at build time.
   */
  preview: boolean;
  feeds: FeedContext;
  config: SiteConfig;
}

export const ORC_AUTH_PARAM = 'orcAuth';

/**
 * @param prerendered a build-time render: there is no visitor, so no headers or query to read
 */
export function buildRequestContext(
  request: Request,
  siteConfig: SiteConfig = config(),
  prerendered = false,
): RequestContext {
  const url = new URL(request.url);
  if (prerendered) url.search = '';
  const orcAuth = url.searchParams.get(ORC_AUTH_PARAM) ?? undefined;
  const cleanUrl = new URL(url);
  cleanUrl.searchParams.delete(ORC_AUTH_PARAM);
  const envParam = url.searchParams.get(ENV_PARAM);
  const environment = envParam === null ? siteConfig.environment : resolveEnvironment(envParam);
  const forward = prerendered ? {} : forwardedHeaders(request.headers);
  const personal = !!orcAuth || Object.keys(forward).some((name) => name !== CLIENT_ID_HEADER);
  const locale = localeOfPath(url.pathname);
  const preview =
    !prerendered && !!previewSessionOf(request.headers.get('cookie'), siteConfig.previewSecret);
  return {
    environment,
    service: serviceForPath(url.pathname),
    customerType: customerTypeForPath(url.pathname),
    locale,
    cleanUrl,
    hadOrcAuth: orcAuth !== undefined,
    personal,
    preview,
    feeds: createFeedContext({
      upstreams: siteConfig.upstreams,
      forward,
      orcAuth,
      basicAuth: siteConfig.upstreamBasicAuth,
      locale,
      preview,
    }),
    config: siteConfig,
  };
}
