/**
 * The wireless common content feed: page SEO data (the consumer page's, and the small-business
 * page's own entry), the feed's publish time, and the alert banners named by banner keys.
 */
import { z } from 'zod';
import type { SeoData } from '../domain/page-meta.ts';
import { fetchJson } from './http.ts';
import { dig, parseOr, publishTime, text, linkUrl } from './schema-kit.ts';
import { contentLocaleQuery, type FeedContext } from './context.ts';
import {
  emptyBlocks,
  laterOf,
  readWithFallback,
  reportFallbacks,
  withEnglishFallback,
  type Merged,
} from './locale-fallback.ts';
import type { Locale } from '../domain/i18n/locales.ts';

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

export const ALERT_KINDS = ['error', 'warning', 'info', 'success'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** An alert's kind from a feed: one of ALERT_KINDS, anything else (or nothing) is `info`. */
export const alertKind = text.transform((value): AlertKind =>
  (ALERT_KINDS as readonly string[]).includes(value ?? '') ? (value as AlertKind) : 'info',
);

const bannerSchema = z.object({
  type: alertKind,
  title: text,
  text,
  linkText: text,
  linkUrl: linkUrl('common.banner.linkUrl'),
});

export type AlertBanner = z.infer<typeof bannerSchema> & { key: string; text: string };

/** Banner keys: wireless consumer banners 1 and 2, wireless smb banners 1 and 2. */
export const BANNER_KEYS = {
  consumer: ['wirelessConsumerBanner1', 'wirelessConsumerBanner2'],
  smb: ['wirelessSmbBanner1', 'wirelessSmbBanner2'],
} as const;

export interface CommonFeed {
  /** The consumer page's SEO fields (`pageProperties.seo`). */
  seo: SeoData;
  /** The small-business page's own SEO fields (`pageProperties.smallBusinessSeo`). */
  smallBusinessSeo: SeoData;
  /** When the feed was last published, if it says (`pageProperties.publishedAt`). */
  publishedAt?: Date;
  /** Every banner the feed carries, by key; the page picks those its banner keys name. */
  banners: Record<string, AlertBanner>;
  /**
   * Banner keys shown in English because the page's language has no such banner (absent: none).
   * The SEO entries never fall back: a page without its language's SEO uses the product's own
   * title and description in that language (src/domain/page-meta.ts).
   */
  fallbacks?: string[];
}

export const EMPTY_COMMON: CommonFeed = { seo: {}, smallBusinessSeo: {}, banners: {} };

function definedOnly<T extends object>(record: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as never;
}

function seoAt(raw: unknown, key: string): SeoData {
  return definedOnly(
    parseOr(seoSchema, dig(raw, 'pageProperties', key) ?? {}, {} as z.infer<typeof seoSchema>),
  );
}

export function normaliseCommon(raw: unknown): CommonFeed {
  const publishedAt = publishTime.parse(dig(raw, 'pageProperties', 'publishedAt'));
  const banners: Record<string, AlertBanner> = {};
  for (const key of [...BANNER_KEYS.consumer, ...BANNER_KEYS.smb]) {
    const parsed = bannerSchema.safeParse(dig(raw, 'cms-feed', 'components', key));
    if (parsed.success && parsed.data.text)
      banners[key] = { ...parsed.data, key, text: parsed.data.text };
  }
  return {
    seo: seoAt(raw, 'seo'),
    smallBusinessSeo: seoAt(raw, 'smallBusinessSeo'),
    ...(publishedAt === undefined ? {} : { publishedAt }),
    banners,
  };
}

const BANNER_BLOCKS: string[] = [...BANNER_KEYS.consumer, ...BANNER_KEYS.smb];

/** The page's language's feed with the English banner for each banner key it has none for. */
export function mergeCommon(localised: CommonFeed, english: CommonFeed): Merged<CommonFeed> {
  const { merged: banners, fallbacks } = withEnglishFallback(
    localised.banners,
    english.banners,
    BANNER_BLOCKS,
  );
  if (fallbacks.length === 0) return { merged: localised, fallbacks };
  const publishedAt = laterOf(localised.publishedAt, english.publishedAt);
  return {
    merged: { ...localised, banners, ...(publishedAt ? { publishedAt } : {}), fallbacks },
    fallbacks,
  };
}

export async function fetchCommon(ctx: FeedContext): Promise<CommonFeed> {
  const read = async (locale: Locale) => {
    const url = ctx.contentUrl('/cms-feed/wireless-common.json', contentLocaleQuery(locale));
    return normaliseCommon(await fetchJson({ ...ctx.callOptions, url, contentFeed: true }));
  };
  const { merged, fallbacks } = await readWithFallback(ctx.locale, {
    read,
    missing: (localised) => emptyBlocks(localised.banners, BANNER_BLOCKS),
    merge: mergeCommon,
  });
  reportFallbacks('common', ctx.locale, fallbacks);
  return merged;
}
