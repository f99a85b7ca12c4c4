import type { APIRoute } from 'astro';
import { ARTICLE_MODAL_SEGMENT } from '../../domain/article-links.ts';
import { proxyRequest } from '../../server/proxy.ts';
import { answerUnserved } from '../../server/main-site.ts';

export const prerender = false;

/** Paths under /support the site relays: the article-modal pages the article drawer frames. */
const ARTICLE_MODAL_PATH = new RegExp(`^/support/(?:smallbusiness/)?${ARTICLE_MODAL_SEGMENT}/`);

/** Article-modal pages come from the content service, relayed on the same origin without credentials. */
export const GET: APIRoute = (context) => {
  const { request, locals, url } = context;
  // The rest of /support is the carrier's main site.
  if (!ARTICLE_MODAL_PATH.test(url.pathname)) return answerUnserved(context);
  return proxyRequest(request, {
    upstream: locals.ctx.config.upstreams.cms,
    upstreamName: 'cms',
    withCredentials: false,
    publicMaxAge: 300,
  });
};
