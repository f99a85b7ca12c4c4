/** The wireless common content feed: page SEO data and site-wide labels. */
import { z } from 'zod';
import type { SeoData } from '../domain/page-meta.ts';
import { FEED_TIMEOUT_MS, fetchJson } from './http.ts';
import { dig, parseOr, text } from './schema-kit.ts';
import type { FeedContext } from './context.ts';

export const seoSchema = z.object({
  metaKeywords: text,
  metaSeotitle: text,
  metaDescription: text,
  metaRobots: text,
  ogtype: text,
  ogTitle: text,
  ogDescription: text,
  ogUrl: text,
  linkRelCanonical: text,
});

export interface CommonFeed {
  seo: SeoData;
}

export const EMPTY_COMMON: CommonFeed = { seo: {} };

/** Drops absent fields so the result satisfies exactOptionalPropertyTypes. */
function definedOnly<T extends object>(record: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as never;
}

export function normaliseCommon(raw: unknown): CommonFeed {
  const seo = parseOr(
    seoSchema,
    dig(raw, 'pageProperties', 'seo') ?? {},
    {} as z.infer<typeof seoSchema>,
  );
  return { seo: definedOnly(seo) };
}

export async function fetchCommon(ctx: FeedContext): Promise<CommonFeed> {
  const url = ctx.contentUrl('/cms-feed/wireless-common.json');
  return normaliseCommon(
    await fetchJson({ ...ctx.callOptions, url, timeoutMs: FEED_TIMEOUT_MS, contentFeed: true }),
  );
}
