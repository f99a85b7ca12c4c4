/**
 * Everything a landing page renders, loaded from its feeds in parallel. Each feed fails soft on
 * its own (logged, empty), so one slow or broken upstream costs only its own section.
 */
import type { Flags } from '../domain/flags.ts';
import type { ServiceDefinition } from '../domain/services.ts';
import { EMPTY_COMMON, fetchCommon, type CommonFeed } from '../feeds/common.ts';
import { EMPTY_CONTACT_US, fetchContactUs, type ContactUs } from '../feeds/contact-us.ts';
import type { FeedContext } from '../feeds/context.ts';
import { EMPTY_FLAGS, fetchFlags } from '../feeds/flags.ts';
import {
  EMPTY_CONTENT,
  EMPTY_TAG_SET,
  fetchTopicKnowledge,
  type KnowledgeContent,
  type TagSet,
} from '../feeds/knowledge.ts';
import { loadFeed } from '../feeds/load.ts';
import {
  EMPTY_OUTAGE,
  fetchNationalOutage,
  fetchWirelessOutage,
  type OutageFeed,
} from '../feeds/outage.ts';
import {
  EMPTY_SUPPORT_CONTENT,
  fetchSupportContent,
  type SupportContent,
} from '../feeds/support-content.ts';

export interface TopicKnowledge {
  tagSet: TagSet;
  popular: KnowledgeContent;
}

export interface LandingData {
  content: SupportContent;
  common: CommonFeed;
  outage: OutageFeed;
  nationalOutage: OutageFeed;
  flags: Flags;
  /** Knowledge per service topic (the smb page carries both of its services' topics). */
  knowledge: Record<string, TopicKnowledge>;
  contactUs: ContactUs;
  /** Feeds that failed this render (their data is empty). */
  failed: string[];
}

/** Cache tags: a page depends on these feeds, so publishing one invalidates the pages using it. */
export const FEED_TAGS = [
  'feed:content',
  'feed:common',
  'feed:outage',
  'feed:flags',
  'feed:knowledge',
  'feed:contact-us',
];

export async function loadLandingData(
  feeds: FeedContext,
  services: ServiceDefinition[],
): Promise<LandingData> {
  const primary = services[0];
  if (!primary) throw new Error('a landing page needs at least one service');
  const knowledgeFor = (service: ServiceDefinition) =>
    loadFeed(`knowledge:${service.topic}`, { tagSet: EMPTY_TAG_SET, popular: EMPTY_CONTENT }, () =>
      fetchTopicKnowledge(feeds, service.topic, service.name),
    );
  const [content, common, outage, nationalOutage, flags, contactUs, ...knowledge] =
    await Promise.all([
      loadFeed('content', EMPTY_SUPPORT_CONTENT, () => fetchSupportContent(feeds)),
      loadFeed('common', EMPTY_COMMON, () => fetchCommon(feeds)),
      loadFeed('outage', EMPTY_OUTAGE, () => fetchWirelessOutage(feeds)),
      loadFeed('national-outage', EMPTY_OUTAGE, () => fetchNationalOutage(feeds)),
      loadFeed('flags', EMPTY_FLAGS, () => fetchFlags(feeds)),
      loadFeed('contact-us', EMPTY_CONTACT_US, () =>
        fetchContactUs(feeds, primary.name, primary.smallBusiness),
      ),
      ...services.map(knowledgeFor),
    ]);
  const named = {
    content,
    common,
    outage,
    'national-outage': nationalOutage,
    flags,
    'contact-us': contactUs,
  };
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
  return {
    content: content.data,
    common: common.data,
    outage: outage.data,
    nationalOutage: nationalOutage.data,
    flags: flags.data,
    knowledge: knowledgeByTopic,
    contactUs: contactUs.data,
    failed,
  };
}
