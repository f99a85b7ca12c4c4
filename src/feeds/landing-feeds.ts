/**
 * The feeds a landing page reads, one row each: its key in the page's data, its name, the publish
 * that refreshes it, its empty value and its client call. The page's data type, its parallel load
 * (src/feeds/landing-data.ts), its feed tags and the clients the feed tests run against
 * (tests/support/feeds.ts) are derived from here, so a new feed of the page is one row.
 *
 * Two loads are not rows, because each waits for another feed and so gets only what is left of
 * the one time-out: the active outage status (after the flags) and the helpful-info videos (after
 * the content). They are in landing-data.ts, where that budget is computed.
 */
import type { ServiceDefinition } from '../domain/services.ts';
import { EMPTY_COMMON, fetchCommon } from './common.ts';
import { EMPTY_CONTACT_US, fetchContactUs } from './contact-us.ts';
import type { FeedContext } from './context.ts';
import { EMPTY_FLAGS, fetchFlags } from './flags.ts';
import { EMPTY_CONTENT, EMPTY_TAG_SET, fetchTopicKnowledge } from './knowledge.ts';
import {
  EMPTY_KNOWLEDGE_BANNERS,
  EMPTY_KNOWLEDGE_TOP_SOLUTIONS,
  fetchKnowledgeBanners,
  fetchKnowledgeTopSolutions,
} from './knowledge-top-solutions.ts';
import { EMPTY_OUTAGE, fetchNationalOutage, fetchWirelessOutage } from './outage.ts';
import { feedTagsOf, type PublishedFeedName } from './published-feeds.ts';
import { EMPTY_SUPPORT_CONTENT, fetchSupportContent } from './support-content.ts';
import {
  EMPTY_SUPPORT_COMMON,
  EMPTY_SUPPORT_TOPIC,
  fetchSupportCommon,
  fetchSupportTopic,
} from './support-topic.ts';

/** A feed the page reads once, for its first service. */
export interface PageFeed<T> {
  /** Its name in the logs (`feed:<name>`), the metrics' `feed` label and the render's `failed`. */
  name: string;
  /** The publish that refreshes the pages reading it: a row of PUBLISHED_FEEDS. */
  published: PublishedFeedName;
  /** What the page renders when the feed fails. */
  empty: NoInfer<T>;
  /** The client call, for the page's first service (or each service, for a per-service feed). */
  load: (feeds: FeedContext, service: ServiceDefinition) => Promise<T>;
}

/**
 * A feed the page reads once per service (the small-business page has two), kept by the key this
 * gives each service and named `<name>:<key>`.
 */
export interface ServiceFeed<T> extends PageFeed<T> {
  perService: (service: ServiceDefinition) => string;
}

export type LandingFeed<T> = PageFeed<T> | ServiceFeed<T>;

// Row builders: a row's type is inferred from its call (the empty value must then match it), and
// a per-service row keeps `perService` in its type, which LandingFeedData reads.
const once = <T>(row: PageFeed<T>): PageFeed<T> => row;
const perService = <T>(row: ServiceFeed<T>): ServiceFeed<T> => row;

export const LANDING_FEEDS = {
  content: once({
    name: 'content',
    published: 'content',
    empty: EMPTY_SUPPORT_CONTENT,
    load: (feeds) => fetchSupportContent(feeds),
  }),
  common: once({ name: 'common', published: 'common', empty: EMPTY_COMMON, load: fetchCommon }),
  outage: once({
    name: 'outage',
    published: 'outage',
    empty: EMPTY_OUTAGE,
    load: fetchWirelessOutage,
  }),
  nationalOutage: once({
    name: 'national-outage',
    published: 'outage',
    empty: EMPTY_OUTAGE,
    load: fetchNationalOutage,
  }),
  flags: once({ name: 'flags', published: 'flags', empty: EMPTY_FLAGS, load: fetchFlags }),
  contactUs: once({
    name: 'contact-us',
    published: 'contact-us',
    empty: EMPTY_CONTACT_US,
    // The service info entry names the contact-us service and path (spec §1).
    load: (feeds, service) =>
      fetchContactUs(feeds, service.info.contcatUsService, service.info.contactusSMB),
  }),
  /** Knowledge per service topic (the small-business page carries both of its services'). */
  knowledge: perService({
    name: 'knowledge',
    published: 'knowledge',
    perService: (service) => service.topic,
    empty: { tagSet: EMPTY_TAG_SET, popular: EMPTY_CONTENT },
    load: (feeds, service) => fetchTopicKnowledge(feeds, service.topic, service.name),
  }),
  /** Knowledge management's top solutions for the page's service (kmservices topsolutions). */
  knowledgeTopSolutions: once({
    name: 'knowledge-top-solutions',
    published: 'knowledge',
    empty: EMPTY_KNOWLEDGE_TOP_SOLUTIONS,
    load: fetchKnowledgeTopSolutions,
  }),
  /** Knowledge management's banners for the page (the banner request on the same endpoint). */
  knowledgeBanners: once({
    name: 'knowledge-banners',
    published: 'knowledge',
    empty: EMPTY_KNOWLEDGE_BANNERS,
    load: fetchKnowledgeBanners,
  }),
  /** The support-wide common content (`…/support/support/common`): labels. */
  supportCommon: once({
    name: 'support-common',
    published: 'knowledge',
    empty: EMPTY_SUPPORT_COMMON,
    load: (feeds) => fetchSupportCommon(feeds),
  }),
  /** The support topic per service name (`…/support/support/{value}/topic`, `/index`). */
  supportTopics: perService({
    name: 'support-topic',
    published: 'knowledge',
    perService: (service) => service.name,
    empty: EMPTY_SUPPORT_TOPIC,
    load: fetchSupportTopic,
  }),
};

export type LandingFeedKey = keyof typeof LANDING_FEEDS;

/** What a row gives the page: its data, or its data by service key for a per-service row. */
export type FeedData<Row> =
  Row extends ServiceFeed<infer T> ? Record<string, T> : Row extends PageFeed<infer T> ? T : never;

/** The page's data from its feeds, a field per row. */
export type LandingFeedData = { [K in LandingFeedKey]: FeedData<(typeof LANDING_FEEDS)[K]> };

/** The name a row's call for this service is logged and counted by. */
export const feedCallName = (row: LandingFeed<unknown>, service: ServiceDefinition): string =>
  'perService' in row ? `${row.name}:${row.perService(service)}` : row.name;

/**
 * The tags of the feeds a landing page reads: a publish of any of them refreshes it. The two
 * loads outside the table add none: the active outage status is published with the outage, and a
 * landing page has never carried the video feed's tag for its helpful-info videos' metadata.
 */
export const LANDING_FEED_TAGS = feedTagsOf(
  Object.values(LANDING_FEEDS).map((row) => row.published),
);
