/**
 * Paths this site does not serve: the 404 page, or, on the local site, the sandbox's stand-in
 * for the carrier's main site (src/domain/local-site.ts decides which).
 */
import type { APIContext } from 'astro';
import { answerForUnserved, isLocalSite } from '../domain/local-site.ts';
import type { SiteConfig } from '../node/config.ts';
import { proxyRequest } from './proxy.ts';

/** Must match the sandbox's MAIN_SITE_PREFIX (sandbox/main-site.ts). */
const MAIN_SITE_PREFIX = '/main-site';

export function localSite(config: SiteConfig): boolean {
  return isLocalSite({ environment: config.environment.name, sandboxUrl: config.sandboxUrl });
}

export function answerUnserved(
  context: Pick<APIContext, 'locals' | 'request' | 'url' | 'rewrite'>,
): Promise<Response> {
  const { config } = context.locals.ctx;
  const answer = answerForUnserved({
    environment: config.environment.name,
    sandboxUrl: config.sandboxUrl,
    method: context.request.method,
    path: context.url.pathname,
  });
  if (answer === 'not-found') return context.rewrite('/404');
  const relayed = new URL(`${MAIN_SITE_PREFIX}${context.url.pathname}`, context.url);
  relayed.search = context.url.search;
  return proxyRequest(new Request(relayed, { method: context.request.method }), {
    upstream: config.sandboxUrl,
    upstreamName: 'sandbox main-site stand-in',
    withCredentials: false,
  });
}
