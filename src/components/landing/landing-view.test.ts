import { describe, expect, it } from 'vitest';
import { allServicesView } from './all-services.ts';
import { contactView } from './contact.ts';
import { DEVICE_SELECTOR_PATH, fixMyServiceView } from './fix-my-service.ts';
import { helpfulInfoView } from './helpful-info.ts';
import { jumpLinksView, servicePanel, serviceTabsView, articleDrawerView } from './landing-view.ts';
import { ARTICLE_LINK_SELECTOR } from '../../domain/article-links.ts';
import { OUTAGE_FALLBACK_BANNER, outageView } from './outage.ts';
import { searchView } from './search.ts';
import { consentView, seoView } from './seo.ts';
import {
  OUTAGE_ISSUE,
  OUTAGE_NO_ISSUE,
  OUTAGE_UNKNOWN,
  type OutageStatus,
} from '../../domain/outage.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

describe('fixMyServiceView', () => {
  const content = {
    common: { fixMyServiceDescription: 'Run a check' },
    wlsHybridTS: { title: 'Hybrid TS', steps: [{ title: 'Restart' }, { description: 'untitled' }] },
  };

  it('exists only for consumer wireless', () => {
    expect(fixMyServiceView(content as never, undefined, smallBusiness)).toBeUndefined();
  });

  it.each([
    {
      name: 'wfunauthname',
      popular: { wfunauthname: 'WF anon', wfauthname: 'WF auth' },
      anonymous: 'WF anon',
      authenticated: 'WF auth',
    },
    {
      name: 'the hybrid workflow title',
      popular: undefined,
      anonymous: 'Hybrid TS',
      authenticated: undefined,
    },
  ])(
    'names the workflow from $name (anonymous and signed in)',
    ({ popular, anonymous, authenticated }) => {
      const view = fixMyServiceView(content as never, popular as never, consumer);
      expect(view?.workflow.workflowName).toBe(anonymous);
      expect(view?.workflow.authenticatedWorkflowName).toBe(authenticated);
    },
  );

  it("falls back to the 'Fix my Wireless' label and keeps titled steps only", () => {
    const view = fixMyServiceView(
      {
        common: undefined,
        wlsHybridTS: { steps: [{ title: 'A', description: 'a' }, {}] },
      } as never,
      undefined,
      consumer,
    );
    expect(view?.workflow).toEqual({
      workflowName: 'Fix my Wireless',
      steps: [{ title: 'A', description: 'a' }],
    });
  });

  it('passes the bar its description, sign-in return and labels', () => {
    const view = fixMyServiceView(
      content as never,
      { shortdescription: 'short' } as never,
      consumer,
    );
    expect(view?.headingId).toBe('fixMyService');
    expect(view?.bar).toEqual({
      description: 'Run a check',
      signInHref: '/acctmgmt/signin?final_url=https%3A%2F%2Fsupport.example.com%2Fwireless',
      deviceSelectorHref: DEVICE_SELECTOR_PATH,
      labels: {
        chooseDevice: 'Choose a device',
        signIn: 'Sign in',
        continueWithoutSigningIn: 'Continue without signing in',
      },
      showContinue: true,
    });
    expect(
      fixMyServiceView({} as never, { shortdescription: 'short' } as never, consumer)?.bar
        .description,
    ).toBe('short');
  });
});

describe('helpfulInfoView', () => {
  const tab = (title: string) => ({
    content: { title },
    sections: [
      {
        title: 'Section',
        description: 'About it',
        videoThumbnail: [],
        imageThumbnail: [{ imgUrl: '/i.svg', alt: 'Picture' }],
        textOnly: [],
        ctaGroup: [{ ctaLabel: 'Go', ctaUrl: '/acctmgmt/x' }],
        linkGroup: [{ text: 'Read', href: '/support/article/wireless/KM1' }],
      },
    ],
  });

  it('rewrites links as links and buttons as buttons', () => {
    const [block] = helpfulInfoView(
      { helpfulInfoWireless: { tabs: [tab('Phones')] } } as never,
      false,
      consumer,
    );
    const section = block?.panels[0]?.sections[0];
    expect(section?.links[0]?.href).toBe('link:/support/article/wireless/KM1');
    expect(section?.buttons[0]?.href).toBe('button:/acctmgmt/x');
    expect(block).toMatchObject({
      service: undefined,
      hidden: false,
      island: { headingId: 'moreHelpHeading', heading: 'Helpful info' },
    });
  });

  it('gives Internet Air its own block, hidden, with its own heading id', () => {
    const blocks = helpfulInfoView(
      {
        helpfulInfoWireless: { tabs: [tab('Wireless')] },
        helpfulInfoInternetAirSMB: { tabs: [tab('Air')] },
      } as never,
      false,
      smallBusiness,
    );
    expect(
      blocks.map((b) => [b.service, b.hidden, b.island.headingId, b.island.tabs[0]?.title]),
    ).toEqual([
      ['smb-wireless', false, 'moreHelpHeading', 'Wireless'],
      ['smb-internet-air', true, 'moreHelpHeading-smb-internet-air', 'Air'],
    ]);
  });

  it('leaves out a service without tabs', () => {
    expect(helpfulInfoView({} as never, false, consumer)).toEqual([]);
  });

  it('gives the island only the tab bar and alerts; each tab’s sections go to its own slot', () => {
    const [block] = helpfulInfoView(
      {
        helpfulInfoWireless: {
          tabs: [tab('Phones'), tab('Plans'), tab('Bills')],
          accountLockAlert: { title: 'Locked', url: '/unlock' },
        },
      } as never,
      true,
      consumer,
    );
    expect(block?.island.tabs).toEqual([
      { title: 'Phones', lockAlert: { title: 'Locked', url: 'link:/unlock' } },
      { title: 'Plans', lockAlert: { title: 'Locked', url: 'link:/unlock' } },
      { title: 'Bills' },
    ]);
    expect(block?.panels.map((panel) => [panel.slot, panel.sections[0]?.title])).toEqual([
      ['panel0', 'Section'],
      ['panel1', 'Section'],
      ['panel2', 'Section'],
    ]);
  });
});

describe('searchView', () => {
  const tile = { title: 'Find answers', description: 'Search', placeholder: 'Type here' };
  it.each([
    { name: 'GenAI on and configured', on: true, widget: { scriptUrl: '/w.js' }, kind: 'genai' },
    { name: 'GenAI on but not configured', on: true, widget: {}, kind: 'classic' },
    { name: 'GenAI off', on: false, widget: { scriptUrl: '/w.js' }, kind: 'classic' },
  ])('$name → $kind', ({ on, widget, kind }) => {
    expect(searchView(tile as never, on, widget, consumer).kind).toBe(kind);
  });

  it('falls back to the default labels and searches the service', () => {
    expect(searchView(undefined, false, {}, consumer)).toEqual({
      kind: 'classic',
      heading: 'Search support',
      description: undefined,
      placeholder: 'Search support',
      tags: ['wireless'],
      region: 'US',
    });
    expect(searchView(undefined, true, { scriptUrl: '/w.js' }, consumer)).toMatchObject({
      heading: 'Ask a question',
      serviceAlias: 'wireless',
    });
  });
});

describe('contactView', () => {
  const panel = (description: string) => ({
    description,
    options: [
      { title: 'Call us', linkText: 'Call', linkUrl: 'tel:1' },
      { description: 'untitled' },
    ],
  });
  const service = { options: [{ title: 'From the service' }] };

  it.each([
    {
      name: 'the consumer panel',
      view: consumer,
      content: { customerServicePanel: panel('consumer') },
      description: 'consumer',
    },
    {
      name: 'the smb panel',
      view: smallBusiness,
      content: { customerServicePanel: panel('consumer'), customerServicePanelSmb: panel('smb') },
      description: 'smb',
    },
    {
      name: "the service's options without a CMS panel",
      view: consumer,
      content: {},
      description: undefined,
    },
  ])('shows $name', ({ view, content, description }) => {
    const result = contactView(content as never, service as never, view);
    expect(result.description).toBe(description);
    expect(result.options.length).toBeGreaterThan(0);
  });

  it('keeps titled options with their links', () => {
    expect(
      contactView({ customerServicePanel: panel('x') } as never, { options: [] } as never, consumer)
        .options,
    ).toEqual([
      { title: 'Call us', description: undefined, link: { text: 'Call', href: 'tel:1' } },
    ]);
  });

  it.each([
    {
      name: 'consumer wireless',
      view: consumer,
      chat: { title: 'Chat with us', description: undefined, ctaLabel: 'Start chat' },
    },
    { name: 'small business', view: smallBusiness, chat: undefined },
  ])('chat for $name', ({ view, chat }) => {
    expect(contactView({} as never, { options: [] } as never, view).chat).toEqual(chat);
  });

  it('offers no panel to a customer type without contact us', () => {
    const view = { ...consumer, customerType: 'biz' as const };
    expect(
      contactView({ customerServicePanel: panel('x') } as never, service as never, view).options,
    ).toEqual([]);
  });
});

describe('outageView', () => {
  const banner = {
    title: 'Outage',
    message: 'Down',
    severity: 'warning',
    linkText: 'More',
    linkUrl: '/o',
  };
  it.each([
    {
      name: 'no issue',
      status: OUTAGE_NO_ISSUE,
      banners: [banner],
      expected: { status: OUTAGE_NO_ISSUE, state: 'none' },
    },
    {
      name: 'unknown',
      status: OUTAGE_UNKNOWN,
      banners: [],
      expected: { status: OUTAGE_UNKNOWN, state: 'unknown' },
    },
    {
      name: 'an issue with banners',
      status: OUTAGE_ISSUE,
      banners: [banner, { title: 'Other' }],
      expected: {
        status: OUTAGE_ISSUE,
        state: 'issue',
        banners: [
          {
            severity: 'warning',
            title: 'Outage',
            message: 'Down',
            link: { text: 'More', href: '/o' },
          },
          { severity: 'error', title: 'Other', message: undefined, link: undefined },
        ],
      },
    },
    {
      name: 'an issue without banners',
      status: OUTAGE_ISSUE,
      banners: [],
      expected: {
        status: OUTAGE_ISSUE,
        state: 'issue',
        banners: [{ severity: 'error', ...OUTAGE_FALLBACK_BANNER }],
      },
    },
  ])('$name', ({ status, banners, expected }) => {
    expect(outageView(status as OutageStatus, banners as never)).toEqual(expected);
  });
});

describe('allServicesView', () => {
  const content = {
    allServices: {
      title: 'All services',
      services: [{ name: 'Phones', url: '/phones' }, { name: 'No url' }],
    },
    allServicesSmb: { services: [{ name: 'Business', url: '/biz' }] },
  };
  it.each([
    {
      name: 'consumer',
      view: consumer,
      expected: { heading: 'All services', links: [{ text: 'Phones', href: '/phones' }] },
    },
    {
      name: 'smb, default heading',
      view: smallBusiness,
      expected: { heading: 'All services', links: [{ text: 'Business', href: '/biz' }] },
    },
  ])('$name', ({ view, expected }) => {
    expect(allServicesView(content as never, view)).toEqual(expected);
  });
  it('is absent without services', () => {
    expect(allServicesView({ allServices: { services: [] } } as never, consumer)).toBeUndefined();
  });
});

describe('seoView and consentView', () => {
  it.each([
    { name: 'nothing', content: {}, expected: undefined },
    {
      name: 'text only',
      content: { seoContent: { title: 'About', description: 'Text' } },
      expected: { heading: 'About', description: 'Text', faq: undefined },
    },
    {
      name: 'an FAQ without a title',
      content: { wirelessSeoData: { items: [{ title: 'Q', body: 'A' }, { title: 'no body' }] } },
      expected: {
        heading: 'Wireless support',
        description: undefined,
        faq: {
          heading: 'Frequently asked questions',
          items: [{ title: 'Q', body: 'A', legal: undefined }],
        },
      },
    },
  ])('seo: $name', ({ content, expected }) => {
    expect(seoView(content as never, consumer)).toEqual(expected);
  });

  it.each([
    { block: undefined, expected: undefined },
    { block: { text: 'Cookies' }, expected: { text: 'Cookies', link: undefined } },
    {
      block: { text: 'Cookies', linkText: 'Privacy', linkUrl: '/p' },
      expected: { text: 'Cookies', link: { text: 'Privacy', href: '/p' } },
    },
  ])('consent: $block', ({ block, expected }) => {
    expect(consentView(block as never)).toEqual(expected);
  });
});

describe('jumpLinksView and serviceTabsView', () => {
  it('lists the sections present, with contact us always last', () => {
    const links = jumpLinksView(
      { topSolutions: true, fixMyService: true, helpfulInfo: false, browseTopics: false },
      consumer,
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
