import { describe, expect, it } from 'vitest';
import { articleDrawerView, jumpLinksView, servicePanel, serviceTabsView } from './landing-view.ts';
import { ARTICLE_LINK_SELECTOR } from '../../domain/article-links.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

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
