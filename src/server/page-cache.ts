/**
 * How a landing page joins the caches: anonymous, complete renders are held in the route cache
 * (tagged by the route and the feeds they used) and marked shareable for CDNs; personal or
 * degraded renders are neither stored nor shared (a degraded one is only held briefly for
 * visitors who have no better copy, see src/server/route-cache/renders.ts).
 */
import type { APIContext } from 'astro';
import type { RequestContext } from './request-context.ts';

export interface PageCacheInput {
  ctx: RequestContext;
  locals: App.Locals;
  cache: APIContext['cache'];
  tags: string[];
  /** Why this render is degraded (src/server/landing-health.ts); empty when it is complete. */
  degradedReasons: string[];
}

export function applyPageCache({
  ctx,
  locals,
  cache,
  tags,
  degradedReasons,
}: PageCacheInput): void {
  if (ctx.personal) return;
  locals.shareable = ctx.config.cache;
  if (degradedReasons.length > 0) locals.degraded = degradedReasons;
  if (!cache.enabled || locals.degraded) return;
  cache.set({ maxAge: ctx.config.cache.maxAge, swr: ctx.config.cache.staleWhileRevalidate, tags });
}
