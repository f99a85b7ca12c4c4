import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  articleDrawerView,
  buildLandingView,
  jumpLinksView,
  sectionsView,
  serviceTabsView,
  type LandingView,
} from './landing-view.ts';
import type { AnySection } from './sections.ts';
import { servicePanel } from './view-context.ts';
import { startSandbox, type Sandbox } from '../../../sandbox/server.ts';
import { setLogSink } from '../../domain/log.ts';
import { readConfig } from '../../node/config.ts';
import { loadLandingModel } from '../../server/landing-page.ts';
import { buildRequestContext } from '../../server/request-context.ts';
import { ARTICLE_LINK_SELECTOR } from '../../domain/article-links.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

describe('jumpLinksView and serviceTabsView', () => {
  it("lists the table's sections that render and have a jump link, in page order", () => {
    const links = jumpLinksView(
      new Set(['contact', 'header', 'fixMyService', 'search', 'topSolutions']),
      consumer.labels,
    );
    expect(links).toEqual([
      { heading: 'Top solutions', anchor: 'topSolutionsSection' },
      { heading: 'Fix my Wireless', anchor: 'fixMyService' },
      { heading: 'Contact us', anchor: 'contactUsHeading' },
    ]);
  });

  const panels = [
    servicePanel('smb-wireless', 'help'),
    servicePanel('smb-internet-air', 'help'),
    servicePanel(undefined, 'topics'),
    servicePanel('smb-internet-air', 'internet'),
  ];
  it.each([
    { name: 'a single service', view: consumer, tabs: [] },
    {
      name: 'two smb services',
      view: smallBusiness,
      tabs: [
        { service: 'smb-wireless', label: 'Fixed Wireless', controls: ['smb-wireless-panel-help'] },
        {
          service: 'smb-internet-air',
          label: 'Internet Air',
          controls: ['smb-internet-air-panel-help', 'smb-internet-air-panel-internet'],
        },
      ],
    },
  ])('service tabs for $name: each tab controls the panels of its service', ({ view, tabs }) => {
    expect(serviceTabsView(view, panels)).toEqual({ serviceTabs: tabs });
  });

  it.each([
    { service: undefined, part: 'help', panel: undefined },
    {
      service: 'smb-internet-air',
      part: 'topics',
      panel: { id: 'smb-internet-air-panel-topics', labelledBy: 'service-tab-smb-internet-air' },
    },
  ])('a $part block of $service is the panel $panel.id', ({ service, part, panel }) => {
    expect(servicePanel(service, part)).toEqual(panel);
  });
});

describe('articleDrawerView', () => {
  it.each([
    [
      true,
      {
        articleDrawerEnabled: true,
        articleDrawerHydration: { when: 'interaction', document: ARTICLE_LINK_SELECTOR },
      },
    ],
    [
      false,
      {
        articleDrawerEnabled: false,
        articleDrawerHydration: { when: 'interaction', document: ARTICLE_LINK_SELECTOR },
      },
    ],
  ])('article modal flag %s', (enabled, expected) => {
    expect(articleDrawerView(enabled)).toEqual(expected);
  });
});

describe('buildLandingView in each language', () => {
  let sandbox: Sandbox;
  let restoreLog: () => void;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    restoreLog = setLogSink(() => undefined);
  });
  afterAll(async () => {
    restoreLog();
    await sandbox.close();
  });
  afterEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));

  async function view(route: string) {
    const config = readConfig({
      SITE_URL: 'https://support.example.test',
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
    });
    const ctx = buildRequestContext(new Request(`http://127.0.0.1${route}`), config);
    return buildLandingView(await loadLandingModel(ctx, route), route);
  }
  const rendered = (page: LandingView, name: string) =>
    [...page.sections.head, ...page.sections.body]
      .filter((section) => section.name === name)
      .map((section) => section.props);
  const faqLanguage = (structuredData: string[]) =>
    structuredData
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'FAQPage')?.['inLanguage'];

  it.each([
    ['/wireless', 'en', 'en-US', 'Top solutions'],
    ['/es/wireless', 'es', 'es-US', 'Soluciones principales'],
    ['/es/smallbusiness/wireless', 'es', 'es-US', 'Soluciones principales'],
  ])('%s is in %s, its FAQ in %s, its labels its own', async (route, locale, tag, heading) => {
    const page = await view(route);
    expect(page.locale).toBe(locale);
    expect(page.fallbackLang).toEqual({});
    expect(faqLanguage(page.structuredData)).toBe(tag);
    expect(page.parts.topSolutions[0]?.grid.heading).toBe(heading);
  });

  it('marks the sections whose Spanish block is missing as English, the FAQ included', async () => {
    await fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ untranslated: ['serviceCheckUp', 'seoContent', 'wirelessSeoData'] }),
    });
    const page = await view('/es/wireless');
    expect(page.fallbackLang).toEqual({ serviceCheck: 'en', seo: 'en' });
    expect(page.parts.serviceCheck[0]?.heading).toBe('Check and fix your service');
    // The mark goes where the table says: on the section's component.
    expect(rendered(page, 'serviceCheck')).toMatchObject([{ lang: 'en' }]);
    expect(rendered(page, 'seo')).toMatchObject([{ lang: 'en' }]);
    expect(rendered(page, 'search')).toEqual([expect.objectContaining({ lang: undefined })]);
    expect(faqLanguage(page.structuredData)).toBe('en-US');
    // The rest of the page stays Spanish, and the English page is untouched.
    expect(page.parts.topSolutions[0]?.grid.heading).toBe('Soluciones principales');
    expect((await view('/wireless')).fallbackLang).toEqual({});
  });

  it("uses the product's labels, not English ones, when the Spanish common block is missing", async () => {
    await fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ untranslated: ['common'] }),
    });
    const page = await view('/es/wireless');
    expect(page.fallbackLang.header).toBe('en');
    expect(page.parts.header[0]?.heading).toBe('Wireless support');
    expect(rendered(page, 'header')).toMatchObject([{ lang: 'en' }]);
    // The feed's English 'More helpful info' is not used as a Spanish section's heading.
    expect(page.parts.helpfulInfo[0]?.island.heading).not.toBe('More helpful info');
  });
});

describe('sectionsView: each row of a table, in its order', () => {
  const Component = (() => '') as never;
  const model = {
    data: {
      content: {
        searchTile: { title: 'Search' },
        consentBannerInfo: {},
        fallbacks: ['searchTile'],
      },
    },
  } as never;
  const aia = {} as never;
  const row = (entry: Partial<AnySection> & Pick<AnySection, 'name'>): AnySection => ({
    place: 'body',
    lang: 'none',
    build: () => [{}],
    Component,
    ...entry,
  });

  it.each([
    ['section', [{ title: 'Search', lang: 'en' }]],
    ['content', [{ title: 'Search' }]],
  ] as const)('with the mark on the %s, renders %j', (lang, props) => {
    const { sections } = sectionsView(model, consumer, aia, [
      row({
        name: 'search',
        lang,
        blocks: { consumer: ['searchTile'], smallBusiness: ['searchTile'] },
        build: ({ block }) => [{ title: block()?.title }],
      }),
    ]);
    expect(sections.body.map((section) => section.props)).toEqual(props);
  });

  it('hands a builder the mark of its blocks, and places head and body rows apart', () => {
    const { sections, parts } = sectionsView(model, consumer, aia, [
      row({
        name: 'header',
        place: 'head',
        lang: 'content',
        blocks: { consumer: ['searchTile'], smallBusiness: ['consentBannerInfo'] },
        build: ({ lang }) => [{ mark: lang() }],
      }),
      row({ name: 'twice', build: () => [{ n: 1 }, { n: 2 }] }),
      row({ name: 'none', build: () => [] }),
    ]);
    expect(sections.head.map((section) => [section.name, section.props])).toEqual([
      ['header', { mark: 'en' }],
    ]);
    expect(sections.body.map((section) => section.name)).toEqual(['twice', 'twice']);
    expect(parts['none']).toEqual([]);
  });

  it("collects the blocks' service panels in page order", () => {
    const panel = (id: string) => ({ id, labelledBy: 'tab' });
    const { panels } = sectionsView(model, consumer, aia, [
      row({
        name: 'a',
        build: () => [{ p: 'a1' }, { p: 'a2' }],
        panels: (part) => [panel(part.p)],
      }),
      row({ name: 'b', build: () => [{ p: 'b1' }], panels: (part) => [panel(part.p), undefined] }),
    ]);
    expect(panels).toEqual([panel('a1'), panel('a2'), panel('b1'), undefined]);
  });

  it('lets a builder ask whether an earlier section renders, never a later one', () => {
    const asks = (name: string) => row({ name: 'asker', build: ({ has }) => [{ has: has(name) }] });
    const earlier = [row({ name: 'top', build: () => [] })];
    expect(sectionsView(model, consumer, aia, [...earlier, asks('top')]).parts['asker']).toEqual([
      { has: false },
    ]);
    expect(() =>
      sectionsView(model, consumer, aia, [asks('later'), row({ name: 'later' })]),
    ).toThrow('section asker asks for later, not before it');
  });
});
