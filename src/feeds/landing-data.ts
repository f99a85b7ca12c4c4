/**
 * Everything a landing page renders, loaded from its feeds in parallel: every row of the landing
 * feed table (src/feeds/landing-feeds.ts), then the two loads that wait for another feed. Each
 * feed fails soft on its own (logged, empty), so one slow or broken upstream costs only its own
 * section.
 */
import { flagOn, type Flags } from '../domain/flags.ts';
import { OUTAGE_UNKNOWN } from '../domain/outage.ts';
import type { ServiceDefinition } from '../domain/services.ts';
import type { VideoMetadata } from '../video/model/metadata.ts';
import type { FeedContext } from './context.ts';
import { FEED_TIMEOUT_MS } from './http.ts';
import type { TopicKnowledge } from './knowledge.ts';
import {
  LANDING_FEED_TAGS,
  LANDING_FEEDS,
  feedCallName,
  type LandingFeed,
  type LandingFeedData,
  type LandingFeedKey,
} from './landing-feeds.ts';
import { loadFeed, type FeedResult } from './load.ts';
import { fetchActiveWirelessOutage, type OutageFeed, type OutageVerdict } from './outage.ts';
import type { SupportContent } from './support-content.ts';
import { fetchVideoMetadata, helpfulVideoIds } from './video-metadata.ts';

export type { TopicKnowledge };

export interface LandingData extends LandingFeedData {
  /** Feeds that failed this render (their data is empty): the table's, then the active outage. */
  failed: string[];
  /** Metadata of the helpful-info videos by id, for their search data (absent: none loaded). */
  videos?: Record<string, VideoMetadata>;
}

/**
 * Cache tags: a landing page depends on these feeds, so publishing one invalidates the pages using
 * it (the `published` column of the landing feed table).
 */
export const FEED_TAGS = LANDING_FEED_TAGS;

/** A row's data for the page, and the names of its calls that failed. */
interface RowLoad<T> {
  data: T;
  failed: string[];
}

/** A row's calls, all at once: one for the page's first service, or one per service. */
async function loadRow<T>(
  row: LandingFeed<T>,
  feeds: FeedContext,
  services: readonly [ServiceDefinition, ...ServiceDefinition[]],
): Promise<RowLoad<T | Record<string, T>>> {
  if (!('perService' in row)) {
    const result = await loadFeed(row.name, row.empty, () => row.load(feeds, services[0]));
    return { data: result.data, failed: result.ok ? [] : [row.name] };
  }
  const loaded = await Promise.all(
    services.map(async (service) => {
      const name = feedCallName(row, service);
      const result = await loadFeed(name, row.empty, () => row.load(feeds, service));
      return { key: row.perService(service), name, result };
    }),
  );
  return {
    data: Object.fromEntries(loaded.map(({ key, result }) => [key, result.data])),
    failed: loaded.filter(({ result }) => !result.ok).map(({ name }) => name),
  };
}

/**
 * What is left of the feeds' one time-out for a call that first waited for another feed: the page
 * still answers within a single time-out however slow that feed was.
 */
function remainingMs(feeds: FeedContext, startedAt: number): number {
  const budget = feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS;
  return Math.max(1, budget - (Date.now() - startedAt));
}

/**
 * With the outage switch on, the wireless outage status comes from the active-wireless endpoint.
 * That call needs the flags first, so it gets what is left of the feeds' one time-out.
 */
async function loadActiveOutage(
  feeds: FeedContext,
  flags: Promise<Flags>,
  startedAt: number,
): Promise<FeedResult<OutageVerdict> | undefined> {
  const data = await flags;
  if (!flagOn(data, 'outageDaasSwitch')) return undefined;
  const timeoutMs = remainingMs(feeds, startedAt);
  return loadFeed('active-outage', { status: OUTAGE_UNKNOWN }, () =>
    fetchActiveWirelessOutage(feeds, { cacheFlag: flagOn(data, 'outageCache'), timeoutMs }),
  );
}

/**
 * The helpful-info videos' metadata, once the content names them, within what is left of the
 * feeds' one time-out. A video that fails is only left out of the search data.
 */
async function loadVideos(
  feeds: FeedContext,
  content: Promise<SupportContent>,
  startedAt: number,
): Promise<Record<string, VideoMetadata>> {
  const data = await content;
  const ids = helpfulVideoIds([data.helpfulInfoWireless, data.helpfulInfoInternetAirSMB]);
  if (ids.length === 0 || !feeds.upstreams.video) return {};
  const timeoutMs = remainingMs(feeds, startedAt);
  const results = await Promise.all(
    ids.map((id) =>
      loadFeed('video', undefined, () => fetchVideoMetadata(feeds, id, timeoutMs)).then(
        ({ data: metadata }) => [id, metadata] as const,
      ),
    ),
  );
  const videos: Record<string, VideoMetadata> = {};
  for (const [id, metadata] of results) if (metadata) videos[id] = metadata;
  return videos;
}

type RowLoads = { [K in LandingFeedKey]: Promise<RowLoad<LandingFeedData[K]>> };

export async function loadLandingData(
  feeds: FeedContext,
  services: ServiceDefinition[],
): Promise<LandingData> {
  const [primary, ...others] = services;
  if (!primary) throw new Error('a landing page needs at least one service');
  const page: [ServiceDefinition, ...ServiceDefinition[]] = [primary, ...others];
  const startedAt = Date.now();
  // Every row starts now; the map's type says which data each row gives.
  const loads = Object.fromEntries(
    Object.entries(LANDING_FEEDS).map(([key, row]) => [
      key,
      loadRow(row as LandingFeed<unknown>, feeds, page),
    ]),
  ) as RowLoads;
  const [rows, activeOutage, videos] = await Promise.all([
    Promise.all(Object.entries(loads).map(async ([key, load]) => [key, await load] as const)),
    loadActiveOutage(
      feeds,
      loads.flags.then(({ data }) => data),
      startedAt,
    ),
    loadVideos(
      feeds,
      loads.content.then(({ data }) => data),
      startedAt,
    ),
  ]);
  const data = Object.fromEntries(rows.map(([key, load]) => [key, load.data])) as LandingFeedData;
  const failed = rows.flatMap(([, load]) => load.failed);
  if (!activeOutage) return { ...data, failed, videos };
  if (!activeOutage.ok) failed.push('active-outage');
  // The switch moves the status's source; the outage banners stay the content feed's.
  const outage: OutageFeed = { banners: data.outage.banners, ...activeOutage.data };
  return { ...data, outage, failed, videos };
}
