/**
 * Outage feeds: the content-management outage feed (the wireless alert code and banners), the
 * national outage feed (banners only), both reading `cms-feed.components`, and the active-wireless
 * outage endpoint (the alert code alone), which the outage switch flag makes the status's source.
 */
import { z } from 'zod';
import { outageStatus, type OutageStatus, OUTAGE_UNKNOWN } from '../domain/outage.ts';
import { fetchJson } from './http.ts';
import { dig, listOf, text, linkUrl } from './schema-kit.ts';
import { otherLocaleQuery, type FeedContext } from './context.ts';
import { readOrEnglish, reportFallbacks } from './locale-fallback.ts';

const bannerSchema = z.object({
  id: text,
  title: text,
  message: text,
  severity: text,
  linkText: text,
  linkUrl: linkUrl('outage.banner.linkUrl'),
});

export type OutageBanner = z.infer<typeof bannerSchema> & {
  title: string;
  /** `en` when the banner is the English one standing in for the page's language. */
  lang?: 'en';
};

export interface OutageFeed {
  status: OutageStatus;
  alertCode?: string;
  banners: OutageBanner[];
}

export const EMPTY_OUTAGE: OutageFeed = { status: OUTAGE_UNKNOWN, banners: [] };

/** The wireless alert code in an `alertContentData` block, wherever a body carries it. */
function alertCodeIn(parent: unknown): string | undefined {
  return text.parse(
    dig(
      parent,
      'alertContentData',
      'WirelessOutageNotifications',
      '0',
      'AlertDescription',
      '0',
      'AlertCode',
    ),
  );
}

export function normaliseOutage(raw: unknown): OutageFeed {
  const components = dig(raw, 'cms-feed', 'components');
  const code = alertCodeIn(components);
  const banners = listOf(bannerSchema)
    .parse(dig(components, 'allOutages', 'content', 'outage'))
    .filter((banner): banner is OutageBanner => !!banner.title);
  return { status: outageStatus(code), ...(code ? { alertCode: code } : {}), banners };
}

/**
 * An outage feed's banners are editors' text, asked in the page's language; its alert code is
 * the same in every language. A language without banners (or whose feed fails) shows the English
 * banners, marked `lang="en"`.
 */
async function fetchOutageFeed(ctx: FeedContext, feed: string, path: string): Promise<OutageFeed> {
  const { value, english } = await readOrEnglish(
    ctx.locale,
    async (locale) => {
      const url = ctx.contentUrl(path, otherLocaleQuery(locale));
      return normaliseOutage(await fetchJson({ ...ctx.callOptions, url, contentFeed: true }));
    },
    (answer) => answer.banners.length === 0,
  );
  if (!english) return value;
  reportFallbacks(feed, ctx.locale, ['banners']);
  return { ...value, banners: value.banners.map((banner) => ({ ...banner, lang: 'en' as const })) };
}

export const fetchWirelessOutage = (ctx: FeedContext) =>
  fetchOutageFeed(ctx, 'outage', '/cms-feed/wireless-outage.json');
export const fetchNationalOutage = (ctx: FeedContext) =>
  fetchOutageFeed(ctx, 'national-outage', '/cms-feed/national-outage.json');

/** The wireless outage status and the alert code it came from. */
export type OutageVerdict = Pick<OutageFeed, 'status' | 'alertCode'>;

export const ACTIVE_WIRELESS_OUTAGE_PATH = '/msapi/outage-service/v1/outages/wireless/active';

export function normaliseActiveOutage(raw: unknown): OutageVerdict {
  const code = alertCodeIn(raw);
  return { status: outageStatus(code), ...(code ? { alertCode: code } : {}) };
}

/**
 * The active-wireless outage endpoint, asking for cached data or not (the outage cache flag).
 * Live status data: it has no language, so it is asked the same on every page.
 */
export async function fetchActiveWirelessOutage(
  ctx: FeedContext,
  options: { cacheFlag: boolean; timeoutMs?: number | undefined },
): Promise<OutageVerdict> {
  const url = ctx.apiUrl(ACTIVE_WIRELESS_OUTAGE_PATH, { cacheflag: String(options.cacheFlag) });
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  return normaliseActiveOutage(await fetchJson({ ...ctx.callOptions, ...timeout, url }));
}
