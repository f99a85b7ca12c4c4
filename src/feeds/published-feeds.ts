/**
 * The feeds a publish names, once each: whether its content differs by language, and which kinds
 * of document besides the landing pages read it. The tags a page carries
 * (src/server/cache-tags.ts) and the feed names a content webhook may send
 * (src/server/webhook-body.ts) are derived from here. Several upstream calls may be published
 * under one name (knowledge's five); which a landing page reads is the `published` column of the
 * landing feed table (src/feeds/landing-feeds.ts), so a landing feed cannot lack its tag.
 */

/** The kinds of cached document besides the landing pages whose tags name feeds. */
export type FeedReader = 'watch' | 'sitemap';

export interface PublishedFeed {
  /** Read in the page's language: a page in another language also carries `feed:<name>:<lang>`. */
  localised: boolean;
  /** Which of those documents read it: a publish of the feed refreshes them. */
  readBy: readonly FeedReader[];
}

export const PUBLISHED_FEEDS = {
  // The support content and the common content (src/feeds/support-content.ts, common.ts): every
  // landing section, and each page's SEO and publish time for the sitemap.
  content: { localised: true, readBy: ['sitemap'] },
  common: { localised: true, readBy: ['sitemap'] },
  // The outage banners are the page's language; the status has none (src/feeds/outage.ts).
  outage: { localised: true, readBy: [] },
  // The same in every language; a watch page's low-rating offers read them too.
  flags: { localised: false, readBy: ['watch'] },
  // Knowledge's tag-sets and contents, its top solutions and banners, and the support topic and
  // common content, published together (src/feeds/knowledge.ts, knowledge-top-solutions.ts,
  // support-topic.ts).
  knowledge: { localised: true, readBy: [] },
  'contact-us': { localised: true, readBy: [] },
  // The video service's metadata: every watch page and the sitemap's video entries.
  video: { localised: true, readBy: ['watch', 'sitemap'] },
} as const satisfies Record<string, PublishedFeed>;

export type PublishedFeedName = keyof typeof PUBLISHED_FEEDS;
export type FeedTag = `feed:${PublishedFeedName}`;

/** Every feed a publish may name, in the table's order. */
export const PUBLISHED_FEED_NAMES = Object.keys(PUBLISHED_FEEDS) as [
  PublishedFeedName,
  ...PublishedFeedName[],
];

/** The tag a publish of the feed names: `feed:content`. */
export const feedTag = (name: PublishedFeedName): FeedTag => `feed:${name}`;

/** The tags of these feeds, once each, in the table's order (not the order they are named in). */
export function feedTagsOf(names: Iterable<PublishedFeedName>): FeedTag[] {
  const named = new Set(names);
  return PUBLISHED_FEED_NAMES.filter((name) => named.has(name)).map(feedTag);
}

/** The tags of the feeds a kind of document reads, in the table's order. */
export function feedTagsReadBy(reader: FeedReader): FeedTag[] {
  return feedTagsOf(
    PUBLISHED_FEED_NAMES.filter((name) =>
      (PUBLISHED_FEEDS[name].readBy as readonly FeedReader[]).includes(reader),
    ),
  );
}

/** The tags of the feeds read in the page's language. */
export const LOCALISED_FEED_TAGS: readonly FeedTag[] = PUBLISHED_FEED_NAMES.filter(
  (name) => PUBLISHED_FEEDS[name].localised,
).map(feedTag);
