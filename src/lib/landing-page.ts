/** Loads what a landing route renders: its services, their feeds, labels and metadata. */
import { buildPageMeta, type PageMeta } from '../domain/page-meta.ts';
import { SERVICES, type ServiceDefinition } from '../domain/services.ts';
import { FEED_TAGS, loadLandingData, type LandingData } from './landing-data.ts';
import type { RequestContext } from './request-context.ts';
import { degradedReasons } from './landing-health.ts';
import { applyPageCache, type PageCacheInput } from './page-cache.ts';

export interface LandingModel {
  ctx: RequestContext;
  /** The services this page offers, the first being the one it opens with. */
  services: ServiceDefinition[];
  data: LandingData;
  meta: PageMeta;
  cacheTags: string[];
}

/** The small-business page carries tabs for its wireless and Internet Air services. */
export function servicesFor(ctx: RequestContext): ServiceDefinition[] {
  return ctx.service.smallBusiness
    ? [SERVICES['smb-wireless'], SERVICES['smb-internet-air']]
    : [SERVICES.wireless];
}

export async function loadLandingModel(
  ctx: RequestContext,
  pathname: string,
): Promise<LandingModel> {
  const services = servicesFor(ctx);
  const data = await loadLandingData(ctx.feeds, services);
  const service = ctx.service;
  const meta = buildPageMeta({
    seo: data.common.seo,
    title: service.displayName,
    serviceName: service.displayName.toLowerCase(),
    smallBusiness: service.smallBusiness,
    pageUrl: new URL(pathname, ctx.config.siteUrl),
  });
  const routeTag = `route:${pathname.replace(/^\//, '').replace(/\//g, '-')}`;
  return { ctx, services, data, meta, cacheTags: [routeTag, ...FEED_TAGS] };
}

/**
 * What a landing route's frontmatter runs: load the model, then join the caches. It must run in
 * the route itself, because response headers are fixed when the route's frontmatter finishes.
 */
export async function prepareLandingPage(astro: {
  locals: App.Locals;
  cache: PageCacheInput['cache'];
  url: URL;
}): Promise<LandingModel> {
  const { ctx } = astro.locals;
  const model = await loadLandingModel(ctx, astro.url.pathname);
  applyPageCache({
    ctx,
    locals: astro.locals,
    cache: astro.cache,
    tags: model.cacheTags,
    degradedReasons: degradedReasons(model.data, model.services),
  });
  return model;
}
