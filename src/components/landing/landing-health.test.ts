import { describe, expect, it } from 'vitest';
import { SERVICES, type ServiceDefinition } from '../../domain/services.ts';
import { EMPTY_COMMON } from '../../feeds/common.ts';
import { EMPTY_CONTACT_US } from '../../feeds/contact-us.ts';
import { EMPTY_FLAGS } from '../../feeds/flags.ts';
import { EMPTY_CONTENT, normaliseTagSet } from '../../feeds/knowledge.ts';
import {
  EMPTY_KNOWLEDGE_BANNERS,
  EMPTY_KNOWLEDGE_TOP_SOLUTIONS,
} from '../../feeds/knowledge-top-solutions.ts';
import { EMPTY_OUTAGE } from '../../feeds/outage.ts';
import { EMPTY_SUPPORT_COMMON } from '../../feeds/support-topic.ts';
import { supportContentSchema } from '../../feeds/support-content.ts';
import type { LandingData } from '../../feeds/landing-data.ts';
import { degradedReasons } from '../../server/landing-health.ts';
import { LANDING_HEALTH } from './sections.ts';

const solutions = { solutions: [{ title: 'Reset your voicemail password' }] };
const helpful = { tabs: [{ content: { title: 'Billing' }, sections: [] }] };
const topics = normaliseTagSet({
  resultBody: { children: [{ displayTagName: 'Devices', url: '/support/devices' }] },
});

/** What a healthy render of the page's services loads. */
function complete(services: ServiceDefinition[]): LandingData {
  return {
    content: supportContentSchema.parse({
      topSolutions: solutions,
      smbTopSolution: solutions,
      helpfulInfoWireless: helpful,
      helpfulInfoInternetAirSMB: helpful,
    }),
    common: EMPTY_COMMON,
    outage: EMPTY_OUTAGE,
    nationalOutage: EMPTY_OUTAGE,
    flags: EMPTY_FLAGS,
    knowledge: Object.fromEntries(
      services.map((service) => [service.topic, { tagSet: topics, popular: EMPTY_CONTENT }]),
    ),
    contactUs: EMPTY_CONTACT_US,
    knowledgeTopSolutions: EMPTY_KNOWLEDGE_TOP_SOLUTIONS,
    knowledgeBanners: EMPTY_KNOWLEDGE_BANNERS,
    supportTopics: {},
    supportCommon: EMPTY_SUPPORT_COMMON,
    failed: [],
  };
}

/** The content with some blocks as the feed would send them (parsed like any feed body). */
const withContent = (data: LandingData, blocks: Record<string, unknown>) => ({
  ...data.content,
  ...supportContentSchema.parse(blocks),
});

const consumer = [SERVICES.wireless];
const smallBusiness = [SERVICES['smb-wireless'], SERVICES['smb-internet-air']];
const emptyTopics = normaliseTagSet({});

describe("degradedReasons with the section table's health (LANDING_HEALTH)", () => {
  it.each<[string, ServiceDefinition[], (data: LandingData) => LandingData, string[]]>([
    ['consumer, complete', consumer, (d) => d, []],
    ['small business, complete', smallBusiness, (d) => d, []],
    [
      'a failed feed',
      consumer,
      (d) => ({ ...d, failed: ['outage', 'knowledge:topic_wireless0'] }),
      ['outage failed', 'knowledge:topic_wireless0 failed'],
    ],
    [
      'a failed knowledge top-solutions, banner or support call',
      smallBusiness,
      (d) => ({
        ...d,
        failed: ['knowledge-banners', 'support-topic:smb-internet-air', 'support-common'],
      }),
      [
        'knowledge-banners failed',
        'support-topic:smb-internet-air failed',
        'support-common failed',
      ],
    ],
    [
      'consumer top solutions empty (the smb block does not count)',
      consumer,
      (d) => ({ ...d, content: { ...d.content, topSolutions: undefined } }),
      ['top solutions empty'],
    ],
    [
      'smb top solutions empty (the consumer block does not count)',
      smallBusiness,
      (d) => ({ ...d, content: withContent(d, { smbTopSolution: { solutions: [{}] } }) }),
      ['top solutions empty'],
    ],
    [
      'helpful info without tabs',
      consumer,
      (d) => ({ ...d, content: withContent(d, { helpfulInfoWireless: { tabs: [] } }) }),
      ['helpful info empty'],
    ],
    [
      'browse topics empty for the page’s first service',
      smallBusiness,
      (d) => ({
        ...d,
        knowledge: {
          ...d.knowledge,
          topic_wireless3: { tagSet: emptyTopics, popular: EMPTY_CONTENT },
        },
      }),
      ['browse topics empty'],
    ],
    [
      'every upstream 200 with an empty body',
      consumer,
      (d) => ({ ...d, content: supportContentSchema.parse({}), knowledge: {} }),
      ['top solutions empty', 'helpful info empty', 'browse topics empty'],
    ],
  ])('%s', (_name, services, change, reasons) => {
    expect(degradedReasons(change(complete(services)), services, LANDING_HEALTH)).toEqual(reasons);
  });
});
