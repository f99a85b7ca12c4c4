/**
 * Everything a landing page renders, loaded from its feeds in parallel. Each feed fails soft on
 * its own (logged, empty), so one slow or broken upstream costs only its own section.
 */
import { flagOn, type Flags } from '../domain/flags.ts';
import type { ServiceDefinition } from '../domain/services.ts';
import { EMPTY_COMMON, fetchCommon, type CommonFeed } from './common.ts';
import { EMPTY_CONTACT_US, fetchContactUs, type ContactUs } from './contact-us.ts';
import type { FeedContext } from './context.ts';
import { EMPTY_FLAGS, fetchFlags } from './flags.ts';
import {
  EMPTY_CONTENT,
  EMPTY_TAG_SET,
  fetchTopicKnowledge,
  type TopicKnowledge,
} from './knowledge.ts';
import {
  EMPTY_KNOWLEDGE_BANNERS,
  EMPTY_KNOWLEDGE_TOP_SOLUTIONS,
  fetchKnowledgeBanners,
  fetchKnowledgeTopSolutions,
  type KnowledgeBanners,
  type KnowledgeTopSolutions,
} from './knowledge-top-solutions.ts';
import {
  EMPTY_SUPPORT_COMMON,
  EMPTY_SUPPORT_TOPIC,
  fetchSupportCommon,
  fetchSupportTopic,
  type SupportCommon,
  type SupportTopic,
} from './support-topic.ts';
import { loadFeed, type FeedResult } from './load.ts';
import { FEED_TIMEOUT_MS } from './http.ts';
import {
  EMPTY_OUTAGE,
  fetchActiveWirelessOutage,
  fetchNationalOutage,
  fetchWirelessOutage,
  type OutageFeed,
  type OutageVerdict,
} from './outage.ts';
import { OUTAGE_UNKNOWN } from '../domain/outage.ts';
import type { VideoMetadata } from '../video/model/metadata.ts';
import { fetchVideoMetadata, helpfulVideoIds } from './video-metadata.ts';
import {
  EMPTY_SUPPORT_CONTENT,
  fetchSupportContent,
  type SupportContent,
} from './support-content.ts';
import { feedTagsReadBy } from './published-feeds.ts';

export type { TopicKnowledge };

export interface LandingData {
  content: SupportContent;
  common: CommonFeed;
  outage: OutageFeed;
  nationalOutage: OutageFeed;
  flags: Flags;
  /** Knowledge per service topic (the smb page carries both of its services' topics). */
  knowledge: Record<string, TopicKnowledge>;
  contactUs: ContactUs;
  /** Knowledge management's top solutions for the page's service (kmservices topsolutions). */
  knowledgeTopSolutions: KnowledgeTopSolutions;
  /** Knowledge management's banners for the page (the banner request on the same endpoint). */
  knowledgeBanners: KnowledgeBanners;
  /** The support topic per service name (`…/support/support/{value}/topic`, `/index`). */
  supportTopics: Record<string, SupportTopic>;
  /** The support-wide common content (`…/support/support/common`): labels. */
  supportCommon: SupportCommon;
  /** Feeds that failed this render (their data is empty). */
  failed: string[];
  /** Metadata of the helpful-info videos by id, for their search data (absent: none loaded). */
  videos?: Record<string, VideoMetadata>;
}

/**
 * Cache tags: a landing page depends on these feeds, so publishing one invalidates the pages using
 * it (the table in published-feeds.ts).
 */
export const FEED_TAGS = feedTagsReadBy('landing');

/**
 * With the outage switch on, the wireless outage status comes from the active-wireless endpoint.
 * That call needs the flags first, so it gets what is left of the feeds' one time-out: the page
 * still answers within a single time-out however slow the flags are.
 */
function loadActiveOutage(
  feeds: FeedContext,
  flags: Promise<FeedResult<Flags>>,
  startedAt: number,
): Promise<FeedResult<OutageVerdict> | undefined> {
  const budget = feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS;
  return flags.then(({ data }) => {
    if (!flagOn(data, 'outageDaasSwitch')) return undefined;
    const timeoutMs = Math.max(1, budget - (Date.now() - startedAt));
    return loadFeed('active-outage', { status: OUTAGE_UNKNOWN }, () =>
      fetchActiveWirelessOutage(feeds, { cacheFlag: flagOn(data, 'outageCache'), timeoutMs }),
    );
  });
}

/**
 * The helpful-info videos' metadata, once the content names them, within what is left of the
 * feeds' one time-out. A video that fails is only left out of the search data.
 */
async function loadVideos(
  feeds: FeedContext,
  content: Promise<FeedResult<SupportContent>>,
  startedAt: number,
): Promise<Record<string, VideoMetadata>> {
  const { data } = await content;
  const ids = helpfulVideoIds([data.helpfulInfoWireless, data.helpfulInfoInternetAirSMB]);
  if (ids.length === 0 || !feeds.upstreams.video) return {};
  const budget = feeds.callOptions.timeoutMs ?? FEED_TIMEOUT_MS;
  const timeoutMs = Math.max(1, budget - (Date.now() - startedAt));
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

export async function loadLandingData(
  feeds: FeedContext,
  services: ServiceDefinition[],
): Promise<LandingData> {
  const primary = services[0];
  if (!primary) throw new Error('a landing page needs at least one service');
  const startedAt = Date.now();
  const flagsLoad = loadFeed('flags', EMPTY_FLAGS, () => fetchFlags(feeds));
  const knowledgeFor = (service: ServiceDefinition) =>
    loadFeed(`knowledge:${service.topic}`, { tagSet: EMPTY_TAG_SET, popular: EMPTY_CONTENT }, () =>
      fetchTopicKnowledge(feeds, service.topic, service.name),
    );
  const contentLoad = loadFeed('content', EMPTY_SUPPORT_CONTENT, () => fetchSupportContent(feeds));
  const videosLoad = loadVideos(feeds, contentLoad, startedAt);
  const supportTopicFor = (service: ServiceDefinition) =>
    loadFeed(`support-topic:${service.name}`, EMPTY_SUPPORT_TOPIC, () =>
      fetchSupportTopic(feeds, service),
    );
  const knowledgeLoads = Promise.all([
    loadFeed('knowledge-top-solutions', EMPTY_KNOWLEDGE_TOP_SOLUTIONS, () =>
      fetchKnowledgeTopSolutions(feeds, primary),
    ),
    loadFeed('knowledge-banners', EMPTY_KNOWLEDGE_BANNERS, () =>
      fetchKnowledgeBanners(feeds, primary),
    ),
    loadFeed('support-common', EMPTY_SUPPORT_COMMON, () => fetchSupportCommon(feeds)),
    Promise.all(services.map(supportTopicFor)),
  ]);
  const [activeOutage, content, common, cmsOutage, nationalOutage, flags, contactUs, ...knowledge] =
    await Promise.all([
      loadActiveOutage(feeds, flagsLoad, startedAt),
      contentLoad,
      loadFeed('common', EMPTY_COMMON, () => fetchCommon(feeds)),
      loadFeed('outage', EMPTY_OUTAGE, () => fetchWirelessOutage(feeds)),
      loadFeed('national-outage', EMPTY_OUTAGE, () => fetchNationalOutage(feeds)),
      flagsLoad,
      // The service info entry names the contact-us service and path (spec §1).
      loadFeed('contact-us', EMPTY_CONTACT_US, () =>
        fetchContactUs(feeds, primary.info.contcatUsService, primary.info.contactusSMB),
      ),
      ...services.map(knowledgeFor),
    ]);
  // The switch moves the status's source; the outage banners stay the content feed's.
  const outage: OutageFeed = activeOutage
    ? { banners: cmsOutage.data.banners, ...activeOutage.data }
    : cmsOutage.data;
  const named = {
    content,
    common,
    outage: cmsOutage,
    ...(activeOutage ? { 'active-outage': activeOutage } : {}),
    'national-outage': nationalOutage,
    flags,
    'contact-us': contactUs,
  };
  const [topSolutions, banners, supportCommon, supportTopics] = await knowledgeLoads;
  const failed = Object.entries(named)
    .filter(([, result]) => !result.ok)
    .map(([name]) => name);
  const knowledgeByTopic: Record<string, TopicKnowledge> = {};
  services.forEach((service, index) => {
    const result = knowledge[index];
    if (result) {
      knowledgeByTopic[service.topic] = result.data;
      if (!result.ok) failed.push(`knowledge:${service.topic}`);
    }
  });
  for (const [name, result] of [
    ['knowledge-top-solutions', topSolutions],
    ['knowledge-banners', banners],
    ['support-common', supportCommon],
  ] as const) {
    if (!result.ok) failed.push(name);
  }
  const supportTopicByService: Record<string, SupportTopic> = {};
  services.forEach((service, index) => {
    const result = supportTopics[index];
    if (!result) return;
    supportTopicByService[service.name] = result.data;
    if (!result.ok) failed.push(`support-topic:${service.name}`);
  });
  return {
    content: content.data,
    common: common.data,
    outage,
    nationalOutage: nationalOutage.data,
    flags: flags.data,
    knowledge: knowledgeByTopic,
    contactUs: contactUs.data,
    knowledgeTopSolutions: topSolutions.data,
    knowledgeBanners: banners.data,
    supportTopics: supportTopicByService,
    supportCommon: supportCommon.data,
    failed,
    videos: await videosLoad,
  };
}
