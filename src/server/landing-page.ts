/** Loads what a landing route renders: its services, their feeds, labels and metadata. */
import { buildPageMeta, routePath, type PageMeta } from '../domain/page-meta.ts';
import { SERVICES, type ServiceDefinition } from '../domain/services.ts';
import { loadLandingData, type LandingData } from '../feeds/landing-data.ts';
import type { Locale } from '../domain/i18n/locales.ts';
import { landingCacheTags } from './cache-tags.ts';
import type { RequestContext } from './request-context.ts';
import { degradedReasons, type SectionHealth } from './landing-health.ts';
import { applyPageCache, type PageCacheInput } from './page-cache.ts';
import { log } from '../node/log.ts';
import type { CommonFeed } from '../feeds/common.ts';
import type { SiteConfig } from '../node/config.ts';

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
  renderedPath: string,
): Promise<LandingModel> {
  const pathname = routePath(renderedPath);
  const services = servicesFor(ctx);
  const data = await loadLandingData(ctx.feeds, services);
  const meta = landingPageMeta(ctx.service, data.common, pathname, ctx.config, ctx.locale);
  return { ctx, services, data, meta, cacheTags: landingCacheTags(pathname, ctx.locale) };
}

/**
 * A landing page's metadata from the common feed (read in the page's language). Each page has its
 * own SEO entry: the consumer page's canonical would make the small-business page a copy of it in
 * search engines' eyes.
 */
export function landingPageMeta(
  service: ServiceDefinition,
  common: CommonFeed,
  pathname: string,
  config: Pick<SiteConfig, 'siteUrl' | 'spanishSite'>,
  locale: Locale,
): PageMeta {
  const seoKey = service.smallBusiness ? 'smallBusinessSeo' : 'seo';
  const meta = buildPageMeta({
    seo: common[seoKey],
    title: service.displayName,
    serviceName: service.displayName.toLowerCase(),
    smallBusiness: service.smallBusiness,
    pageUrl: new URL(pathname, config.siteUrl),
    locale,
    spanishPattern: config.spanishSite,
  });
  for (const { field, value } of meta.ignored) {
    logOnce(
      `${pathname} ${seoKey}.${field} ${value}`,
      `common feed pageProperties.${seoKey}.${field} '${value}' names another page than ${pathname}; the page's own URL is used`,
    );
  }
  return meta;
}

const reported = new Set<string>();

/** A feed mistake is reported once per process, not on every render of the page. */
function logOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  log.warn('page-meta', message);
}

/**
 * What a landing route's frontmatter runs: load the model, then join the caches. It must run in
 * the route itself, because response headers are fixed when the route's frontmatter finishes.
 * `health` is the sections that count toward a complete render (`LANDING_HEALTH`, from the
 * section table in src/components/landing/sections.ts, which this layer may not import).
 */
export async function prepareLandingPage(
  astro: {
    locals: App.Locals;
    cache: PageCacheInput['cache'];
    url: URL;
    isPrerendered?: boolean;
  },
  health: readonly SectionHealth[],
): Promise<LandingModel> {
  const { ctx } = astro.locals;
  const model = await loadLandingModel(ctx, astro.url.pathname);
  const reasons = degradedReasons(model.data, model.services, health);
  // A pre-rendered page is served until the next build, with no cache to fall back on: the
  // static build fails (and the last good one keeps serving) rather than ship a degraded page.
  if (astro.isPrerendered && reasons.length > 0) {
    throw new Error(`degraded render of ${astro.url.pathname}: ${reasons.join('; ')}`);
  }
  applyPageCache({
    ctx,
    locals: astro.locals,
    cache: astro.cache,
    tags: model.cacheTags,
    degradedReasons: reasons,
  });
  return model;
}
