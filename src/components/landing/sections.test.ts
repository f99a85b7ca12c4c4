import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANCHORS } from '../../domain/jump-links.ts';
import { SUPPORT_BLOCKS } from '../../feeds/support-content.ts';
import { SERVICES, type ServiceDefinition } from '../../domain/services.ts';
import { EMPTY_CONTENT, normaliseTagSet } from '../../feeds/knowledge.ts';
import { supportContentSchema } from '../../feeds/support-content.ts';
import type { LandingData } from '../../feeds/landing-data.ts';
import { emptyLandingData } from '../../../tests/support/feeds.ts';
import { degradedReasons } from '../../server/landing-health.ts';
import { LANDING_HEALTH, LANDING_SECTIONS, type AnySection } from './sections.ts';

const sections = LANDING_SECTIONS as readonly AnySection[];

/** Every component of the landing folder, by file name. */
const components = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./*.astro', { eager: true })).map(
    ([path, module]) => [path.slice(2), module.default],
  ),
);
const fileOf = (component: unknown) =>
  Object.entries(components).find(([, each]) => each === component)?.[0];

/**
 * The folder's components that are not a section of the table: parts of a section, or of the
 * page around the sections. A new `.astro` file here is either a table entry or one of these.
 */
const NOT_SECTIONS: Record<string, string> = {
  'Section.astro': "every section's chrome",
  'ServicePart.astro': "a shared section's per-service part",
  'GenAiSearch.astro': "search's generative-AI widget",
  'HelpfulSections.astro': "a helpful-info tab's sections",
  'LandingHead.astro': "the page's head",
  'LandingPageScript.astro': "the page's module",
  'PersonalisationHost.astro': 'the personalisation layer, around the sections',
};

/** Components more than one section renders (the same chrome, other content). */
const SHARED: Record<string, string[]> = {
  'CardGridSection.astro': ['browseTopics', 'internetServices'],
};

describe('the section table is whole', () => {
  it('names each section once', () => {
    const names = sections.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has every section component of the landing folder, each once (shared ones listed)', () => {
    const inTable = sections.map((entry) => fileOf(entry.Component));
    expect(inTable).not.toContain(undefined);
    const sectionFiles = Object.keys(components).filter((file) => !(file in NOT_SECTIONS));
    expect([...new Set(inTable)].sort()).toEqual(sectionFiles.sort());
    for (const file of sectionFiles) {
      const users = sections.filter((entry) => fileOf(entry.Component) === file);
      expect(
        users.map((entry) => entry.name),
        file,
      ).toEqual(SHARED[file] ?? [users[0]?.name]);
    }
  });

  it('keeps every part listed as not a section a file of the folder', () => {
    for (const file of Object.keys(NOT_SECTIONS)) expect(components).toHaveProperty([file]);
  });

  it('gives each jump link one section, and each anchor the islands know a section', () => {
    const anchors = sections.flatMap((entry) => (entry.jumpLink ? [entry.jumpLink.anchor] : []));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of Object.values(ANCHORS)) expect(anchors).toContain(anchor);
  });

  it('reads content blocks exactly where a fallback mark can go', () => {
    for (const entry of sections) {
      expect(entry.blocks === undefined, entry.name).toBe(entry.lang === 'none');
      const blocks = entry.blocks
        ? [
            ...entry.blocks.consumer,
            ...entry.blocks.smallBusiness,
            ...Object.values(entry.blocks.byService ?? {}).flat(),
          ]
        : [];
      for (const block of blocks) expect(SUPPORT_BLOCKS, entry.name).toContain(block);
    }
  });

  it('counts each health reason once, in page order', () => {
    const reasons = sections.flatMap((entry) => (entry.health ? [entry.health.reason] : []));
    expect(LANDING_HEALTH.map((check) => check.reason)).toEqual(reasons);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('leaves LandingPage.astro to render the list: it imports no section component', () => {
    const layout = readFileSync(
      new URL('../../layouts/LandingPage.astro', import.meta.url),
      'utf8',
    );
    for (const file of new Set(sections.map((entry) => fileOf(entry.Component)))) {
      expect(layout, file).not.toContain(`/${file}'`);
    }
  });
});

const solutions = { solutions: [{ title: 'Reset your voicemail password' }] };
const helpful = { tabs: [{ content: { title: 'Billing' }, sections: [] }] };
const topics = normaliseTagSet({
  resultBody: { children: [{ displayTagName: 'Devices', url: '/support/devices' }] },
});

/** What a healthy render of the page's services loads. */
function complete(services: ServiceDefinition[]): LandingData {
  return {
    ...emptyLandingData(),
    content: supportContentSchema.parse({
      topSolutions: solutions,
      smbTopSolution: solutions,
      helpfulInfoWireless: helpful,
      helpfulInfoInternetAirSMB: helpful,
    }),
    knowledge: Object.fromEntries(
      services.map((service) => [service.topic, { tagSet: topics, popular: EMPTY_CONTENT }]),
    ),
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
