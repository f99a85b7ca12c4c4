/**
 * How a landing page joins the caches: anonymous, complete renders are held in the route cache
 * (tagged by the route and the feeds they used) and marked shareable for CDNs; personal or
 * degraded renders are neither stored nor shared.
 */
import type { APIContext } from 'astro';
import type { RequestContext } from './request-context.ts';

export interface PageCacheInput {
  ctx: RequestContext;
  locals: App.Locals;
  cache: APIContext['cache'];
  tags: string[];
  /** Feeds that failed during this render. */
  failedFeeds: string[];
}

export function applyPageCache({ ctx, locals, cache, tags, failedFeeds }: PageCacheInput): void {
  if (ctx.personal) return;
  locals.shareable = ctx.config.cache;
  locals.degraded = failedFeeds.length > 0;
  if (!cache.enabled || locals.degraded) return;
  cache.set({ maxAge: ctx.config.cache.maxAge, swr: ctx.config.cache.staleWhileRevalidate, tags });
}
