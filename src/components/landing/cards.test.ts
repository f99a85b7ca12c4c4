import { describe, expect, it } from 'vitest';
import {
  browseTopicsView,
  internetServicesView,
  mergeTopSolutions,
  serviceCheckView,
  topSolutionsView,
} from './cards.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';
import { readBlocks } from './fallback-lang.ts';
import { sectionBlocks } from './sections.ts';

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
  ])('takes the block the section table names for the page kind (%#)', (view, items) => {
    const block = readBlocks(content as never, sectionBlocks('topSolutions'), view.service).block();
    expect(topSolutionsView(block, view)).toEqual({
      id: 'topSolutionsSection',
      heading: 'Top solutions',
      items,
      position: 'Top solutions',
    });
  });

  it('is absent when no solution has a title', () => {
    expect(topSolutionsView({ solutions: [{}] } as never, consumer)).toBeUndefined();
  });

  it('marks English solutions standing in for the page language, under the page label', () => {
    const grid = topSolutionsView(content.topSolutions as never, consumer, 'en');
    expect(grid).toMatchObject({ heading: 'Top solutions', contentLang: 'en' });
    expect(topSolutionsView(content.topSolutions as never, consumer)).not.toHaveProperty(
      'contentLang',
    );
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

describe('mergeTopSolutions: the editors’ cards, then knowledge’s not already listed', () => {
  const editor = (title: string, url: string) => ({ title, href: `link:${url}` });
  const solution = (title: string, url: string) => ({ title, url });
  const titles = (items: { title: string; lang?: string | undefined }[]) =>
    items.map((item) => (item.lang ? `${item.title} (${item.lang})` : item.title));

  it.each([
    [
      'no knowledge: the editors’ cards alone',
      [editor('A', '/a')],
      undefined,
      undefined,
      ['A'],
      undefined,
    ],
    [
      'knowledge after the editors, in its order',
      [editor('A', '/a')],
      undefined,
      { solutions: [solution('K2', '/k2'), solution('K1', '/k1')] },
      ['A', 'K2', 'K1'],
      undefined,
    ],
    [
      'a solution an editor already links to (same address after the link rule) is left out',
      [editor('A', '/a')],
      undefined,
      { solutions: [solution('A again', '/a'), solution('K', '/k'), solution('K twice', '/k')] },
      ['A', 'K'],
      undefined,
    ],
    [
      'no editors: knowledge alone',
      [],
      undefined,
      { solutions: [solution('K', '/k')] },
      ['K'],
      undefined,
    ],
    [
      'English knowledge under Spanish editors: only knowledge’s cards marked',
      [editor('A', '/a')],
      undefined,
      { solutions: [solution('K', '/k')], lang: 'en' as const },
      ['A', 'K (en)'],
      undefined,
    ],
    [
      'English editors over Spanish knowledge: only the editors’ cards marked',
      [editor('A', '/a')],
      'en' as const,
      { solutions: [solution('K', '/k')] },
      ['A (en)', 'K'],
      undefined,
    ],
    [
      'both English: the list marked once',
      [editor('A', '/a')],
      'en' as const,
      { solutions: [solution('K', '/k')], lang: 'en' as const },
      ['A', 'K'],
      'en',
    ],
    [
      'English editors and nothing new from knowledge: the list marked once',
      [editor('A', '/a')],
      'en' as const,
      { solutions: [solution('A', '/a')] },
      ['A'],
      'en',
    ],
  ])('%s', (_name, editors, editorsLang, knowledge, expected, contentLang) => {
    const merged = mergeTopSolutions(editors, editorsLang, knowledge, consumer);
    expect(titles(merged.items)).toEqual(expected);
    expect(merged.contentLang).toBe(contentLang);
  });

  it('links knowledge’s solutions through the page’s link rule', () => {
    const grid = topSolutionsView(undefined, consumer, undefined, {
      solutions: [{ title: 'Check usage', description: 'Per line', url: '/support/article/x' }],
    });
    expect(grid?.items).toEqual([
      { title: 'Check usage', description: 'Per line', href: 'link:/support/article/x' },
    ]);
  });
});

describe('browseTopicsView: the support topic introduces the topics', () => {
  const knowledge = (fallbacks?: string[]) => ({
    topic_wireless0: { tagSet: { children: [{ displayTagName: 'Device help' }] }, fallbacks },
  });
  const spanish = { ...consumer, locale: 'es' as const };

  it.each([
    [
      'title and description',
      { title: 'Wireless support', description: 'Topic by topic.' },
      consumer,
      undefined,
      { introTitle: 'Wireless support', description: 'Topic by topic.' },
    ],
    [
      'a title alone',
      { title: 'Wireless support' },
      consumer,
      undefined,
      { introTitle: 'Wireless support' },
    ],
    ['no topic: no intro', {}, consumer, undefined, {}],
    [
      'an English topic on a Spanish page: the intro marked en',
      { title: 'Wireless support', lang: 'en' as const },
      spanish,
      undefined,
      { introTitle: 'Wireless support', introLang: 'en' },
    ],
    [
      'a Spanish topic over English topics: the intro marked in the page language',
      { title: 'Soporte inalámbrico' },
      spanish,
      ['tagSet'],
      { introTitle: 'Soporte inalámbrico', introLang: 'es', contentLang: 'en' },
    ],
  ])('%s', (_name, topic, view, fallbacks, expected) => {
    const [block] = browseTopicsView(knowledge(fallbacks) as never, true, view, {
      wireless: topic,
    });
    const { introTitle, description, introLang, contentLang } = block?.grid ?? {};
    expect(
      Object.fromEntries(
        Object.entries({ introTitle, description, introLang, contentLang }).filter(
          ([, value]) => value !== undefined,
        ),
      ),
    ).toEqual(expected);
  });
});
