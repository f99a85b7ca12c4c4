import { describe, expect, it } from 'vitest';
import {
  browseTopicsView,
  internetServicesView,
  serviceCheckView,
  topSolutionsView,
} from './cards.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

describe('serviceCheckView', () => {
  const block = {
    title: 'Check and fix your service',
    cards: [
      { title: 'Outages', ctaUrl: '/outages', ctaText: 'Check' },
      { title: 'Fix it', ctaUrl: '#fixMyService', ctaText: 'Start' },
      { description: 'no title' },
    ],
  };

  it.each([
    ['keeps the fix-section card where the section exists', true, ['Outages', 'Fix it']],
    ['drops it where the page has no fix section', false, ['Outages']],
  ])('%s', (_name, hasFix, titles) => {
    const view = serviceCheckView(block as never, hasFix, consumer);
    expect(view?.items.map((item) => item.title)).toEqual(titles);
    expect(view?.items[0]).toMatchObject({ href: 'link:/outages', linkText: 'Check' });
    expect(view?.position).toBe('Service check');
  });

  it('is absent without titled cards', () => {
    expect(serviceCheckView({ cards: [{}] } as never, true, consumer)).toBeUndefined();
  });
});

describe('topSolutionsView', () => {
  const content = {
    topSolutions: { solutions: [{ title: 'Reset voicemail', url: '/a' }, { description: 'x' }] },
    smbTopSolution: { solutions: [{ title: 'Business line setup' }] },
  };

  it.each([
    [consumer, [{ title: 'Reset voicemail', description: undefined, href: 'link:/a' }]],
    [smallBusiness, [{ title: 'Business line setup', description: undefined, href: undefined }]],
  ])('takes the block of the customer type (%#)', (view, items) => {
    expect(topSolutionsView(content as never, view)).toEqual({
      id: 'topSolutionsSection',
      heading: 'Top solutions',
      items,
      position: 'Top solutions',
    });
  });

  it('is absent when no solution has a title', () => {
    expect(
      topSolutionsView({ topSolutions: { solutions: [{}] } } as never, consumer),
    ).toBeUndefined();
  });

  it('marks English solutions standing in for the page language, under the page label', () => {
    const grid = topSolutionsView(content as never, consumer, 'en');
    expect(grid).toMatchObject({ heading: 'Top solutions', contentLang: 'en' });
    expect(topSolutionsView(content as never, consumer)).not.toHaveProperty('contentLang');
  });
});

describe('browseTopicsView', () => {
  const knowledge = {
    topic_wireless3: { tagSet: { children: [{ displayTagName: 'Billing', url: '/b' }] } },
    topic_internet4: { tagSet: { children: [{ displayTagName: 'Setup' }, {}] } },
  };

  it('is empty while the flag is off', () => {
    expect(browseTopicsView(knowledge as never, false, consumer)).toEqual([]);
  });

  it('gives each smb service a block; the second is hidden and has its own heading id', () => {
    const blocks = browseTopicsView(knowledge as never, true, smallBusiness);
    expect(
      blocks.map(({ service, hidden, labelledBy, grid }) => [service, hidden, labelledBy, grid.id]),
    ).toEqual([
      ['smb-wireless', false, 'reusableBrowseTopicHeading', 'reusableBrowseTopicHeading'],
      ['smb-internet-air', true, undefined, 'reusableBrowseTopicHeading-smb-internet-air'],
    ]);
    expect(blocks[0]?.grid.items).toEqual([
      { title: 'Billing', description: undefined, href: 'link:/b' },
    ]);
  });

  it('leaves out a service without topics', () => {
    const only = browseTopicsView(
      { topic_internet4: knowledge.topic_internet4 } as never,
      true,
      smallBusiness,
    );
    expect(only.map((block) => [block.service, block.hidden])).toEqual([
      ['smb-internet-air', false],
    ]);
  });
});

describe('internetServicesView', () => {
  const block = {
    title: 'Internet Air',
    cards: [{ title: 'Plans', ctaUrl: '/p', ctaText: 'See' }],
  };

  it.each([
    ['absent on a page without Internet Air', consumer, undefined],
    [
      'hidden behind the second smb tab, carrying what its service switches',
      smallBusiness,
      {
        service: 'smb-internet-air',
        hidden: true,
        switchData: { alias: 'smbinternetair', genAiAlias: 'smbinternetair', chat: false },
      },
    ],
    [
      'shown when Internet Air is the only service',
      { ...smallBusiness, services: [smallBusiness.services[1]!] },
      { service: 'smb-internet-air', hidden: false },
    ],
  ])('%s', (_name, view, expected) => {
    const result = internetServicesView(block as never, view);
    if (!expected) expect(result).toBeUndefined();
    else {
      expect(result).toMatchObject(expected);
      expect(result?.grid).toMatchObject({ columns: 2, position: 'Internet services' });
      // The grid's heading names the section.
      expect(result?.labelledBy).toBe(result?.grid.id);
      expect(result?.grid.items[0]).toMatchObject({ href: 'link:/p', linkText: 'See' });
    }
  });
});

describe('browseTopicsView: an English tag-set on another language page', () => {
  it.each([
    ['the English tag-set', ['tagSet'], { contentLang: 'en' }],
    ['only the English article', ['popular'], {}],
    ['the Spanish tag-set', undefined, {}],
  ])('marks the topics under the page label for %s', (_name, fallbacks, marked) => {
    const knowledge = {
      topic_wireless0: { tagSet: { children: [{ displayTagName: 'Device help' }] }, fallbacks },
    };
    const [block] = browseTopicsView(knowledge as never, true, consumer);
    expect(block?.grid.heading).toBe('Browse topics');
    expect(block?.grid.contentLang).toBe((marked as { contentLang?: string }).contentLang);
    expect('contentLang' in (block?.grid ?? {})).toBe('contentLang' in marked);
  });
});
