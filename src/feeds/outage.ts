/**
 * Outage feeds: the content-management outage feed (the wireless alert code and banners) and the
 * national outage feed (banners only). Both read `cms-feed.components` and `pageProperties.seo`.
 */
import { z } from 'zod';
import { outageStatus, type OutageStatus, OUTAGE_UNKNOWN } from '../domain/outage.ts';
import { fetchJson } from './http.ts';
import { dig, listOf, text, linkUrl } from './schema-kit.ts';
import type { FeedContext } from './context.ts';

const bannerSchema = z.object({
  id: text,
  title: text,
  message: text,
  severity: text,
  linkText: text,
  linkUrl: linkUrl('outage.banner.linkUrl'),
});

export type OutageBanner = z.infer<typeof bannerSchema> & { title: string };

export interface OutageFeed {
  status: OutageStatus;
  alertCode?: string;
  banners: OutageBanner[];
}

export const EMPTY_OUTAGE: OutageFeed = { status: OUTAGE_UNKNOWN, banners: [] };

export function normaliseOutage(raw: unknown): OutageFeed {
  const components = dig(raw, 'cms-feed', 'components');
  const code = text.parse(
    dig(
      components,
      'alertContentData',
      'WirelessOutageNotifications',
      '0',
      'AlertDescription',
      '0',
      'AlertCode',
    ),
  );
  const banners = listOf(bannerSchema)
    .parse(dig(components, 'allOutages', 'content', 'outage'))
    .filter((banner): banner is OutageBanner => !!banner.title);
  return { status: outageStatus(code), ...(code ? { alertCode: code } : {}), banners };
}

async function fetchOutageFeed(ctx: FeedContext, path: string): Promise<OutageFeed> {
  const url = ctx.contentUrl(path);
  return normaliseOutage(await fetchJson({ ...ctx.callOptions, url, contentFeed: true }));
}

export const fetchWirelessOutage = (ctx: FeedContext) =>
  fetchOutageFeed(ctx, '/cms-feed/wireless-outage.json');
export const fetchNationalOutage = (ctx: FeedContext) =>
  fetchOutageFeed(ctx, '/cms-feed/national-outage.json');
