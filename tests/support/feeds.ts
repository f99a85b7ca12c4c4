/**
 * What the feed clients' tests share: a feed context over a stubbed upstream, the sandbox's
 * content entries, every client in one list (for the rules fetchJson and loadFeed apply to all),
 * a landing page's data with every feed empty, and arbitrary JSON in the envelopes the feeds look
 * inside (for the normalisers' property tests). The clients and the empty data come from the
 * landing feed table (src/feeds/landing-feeds.ts), so a new feed needs nothing here.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { setLogSink } from '../../src/domain/log.ts';
import { SERVICES } from '../../src/domain/services.ts';
import { createFeedContext, type FeedContext } from '../../src/feeds/context.ts';
import type { Fetch } from '../../src/feeds/http.ts';
import { fetchKnowledgeContent } from '../../src/feeds/knowledge.ts';
import type { LandingData } from '../../src/feeds/landing-data.ts';
import {
  LANDING_FEEDS,
  feedCallName,
  type LandingFeedData,
} from '../../src/feeds/landing-feeds.ts';
import { fetchActiveWirelessOutage } from '../../src/feeds/outage.ts';

/** A feed context whose upstream is `fetchImpl`; with `credentials`, the visitor forwarded some. */
export function feedContext(fetchImpl: Fetch, credentials = false): FeedContext {
  return createFeedContext({
    upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
    forward: credentials ? { authorization: 'Bearer visitor' } : {},
    fetchImpl,
  });
}

/** A feed context whose upstream answers every call with `status` and `body`. */
export const answering = (status: number, body: string): FeedContext =>
  feedContext(async () => new Response(status === 204 ? null : body, { status }));

/** One entry of a sandbox content file (sandbox/content/<name>.json). */
export function sandboxEntry(name: string, key: string): unknown {
  const file = new URL(`../../sandbox/content/${name}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
}

/**
 * A Spanish page's feed context over a stubbed upstream: `answer` gets each request's URL and
 * whether it asked in Spanish (`locale=es-US`); `urls` lists every path and query asked for.
 */
export function spanishFeedContext(
  answer: (url: URL, spanish: boolean) => Response | Promise<Response>,
): { ctx: FeedContext; urls: string[] } {
  const urls: string[] = [];
  const ctx = createFeedContext({
    upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
    forward: {},
    locale: 'es',
    fetchImpl: async (input) => {
      const url = new URL(String(input));
      urls.push(`${url.pathname}${url.search}`);
      return answer(url, url.searchParams.get('locale') === 'es-US');
    },
  });
  return { ctx, urls };
}

/** One entry of the sandbox's Spanish content (sandbox/content/es-US/<name>.json), or the file. */
export function spanishSandboxContent(name: string, key?: string): unknown {
  const file = new URL(`../../sandbox/content/es-US/${name}.json`, import.meta.url);
  const content = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return key === undefined ? content : content[key];
}

/**
 * The lines the English fallback logs (source `content-fallback`) from now until `restore`: call
 * in a `beforeEach`, restore in the `afterEach`.
 */
export function captureFallbackLines(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const restore = setLogSink((_level, source, message) => {
    if (source === 'content-fallback') lines.push(message);
  });
  return { lines, restore };
}

/**
 * Every feed client: each row of the landing feed table, called for the consumer page under the
 * name it is logged by, and the calls no row makes first (the knowledge contents follow a
 * tag-set; the active outage status follows the flags).
 */
export const EVERY_CLIENT: { name: string; call: (ctx: FeedContext) => Promise<unknown> }[] = [
  ...Object.values(LANDING_FEEDS).map((row) => ({
    name: feedCallName(row, SERVICES.wireless),
    call: (ctx: FeedContext): Promise<unknown> => row.load(ctx, SERVICES.wireless),
  })),
  { name: 'knowledge contents', call: (ctx) => fetchKnowledgeContent(ctx, 'KM1400000') },
  {
    name: 'active-outage',
    call: (ctx) => fetchActiveWirelessOutage(ctx, { cacheFlag: true }),
  },
];

/** A landing page's data with every feed empty and none failed, for a test to fill in. */
export function emptyLandingData(): LandingData {
  const empties = Object.entries(LANDING_FEEDS).map(([key, row]) => [
    key,
    'perService' in row ? {} : row.empty,
  ]);
  return { ...(Object.fromEntries(empties) as LandingFeedData), failed: [] };
}

const json = fc.jsonValue();
/** Arbitrary JSON, plus JSON wrapped in the envelopes the feeds look inside, so deep paths are reached. */
export const envelopedJson = fc.oneof(
  json,
  json.map((inner) => ({ 'cms-feed': { components: { default: inner } } })),
  json.map((inner) => ({ 'cms-feed': { components: inner }, pageProperties: { seo: inner } })),
  json.map((inner) => ({ resultBody: inner })),
  json.map((inner) => ({ allocations: inner })),
  json.map((inner) => ({ results: inner, content: inner })),
);
