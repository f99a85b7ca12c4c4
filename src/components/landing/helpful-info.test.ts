import { describe, expect, it } from 'vitest';
import { helpfulInfoView } from './helpful-info.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';
import { readBlocks } from './fallback-lang.ts';
import { sectionBlocks } from './sections.ts';

/** The view as the page builds it: each service's block as the section table says. */
const helpful = (
  content: never,
  lockFlagOn: boolean,
  view: typeof consumer,
  videos?: Parameters<typeof helpfulInfoView>[3],
) =>
  helpfulInfoView(
    readBlocks(content, sectionBlocks('helpfulInfo'), view.service),
    lockFlagOn,
    view,
    videos,
  );

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
    const [block] = helpful(
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
    const blocks = helpful(
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
    expect(helpful({} as never, false, consumer)).toEqual([]);
  });

  it('gives the island only the tab bar and alerts; each tab’s sections go to its own slot', () => {
    const [block] = helpful(
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

  it('rewrites the smart-home card: its first link is the button it replaces, the app link a link', () => {
    const smartHome = {
      content: { title: 'Home' },
      sections: [
        {
          title: 'Home network',
          videoThumbnail: [],
          imageThumbnail: [],
          textOnly: [],
          ctaGroup: [{ ctaLabel: 'Open', ctaUrl: '/acctmgmt/smarthomemanager' }],
          linkGroup: [],
        },
      ],
    };
    const [block] = helpful(
      { helpfulInfoWireless: { tabs: [smartHome] } } as never,
      false,
      consumer,
    );
    expect(block?.panels[0]?.sections[0]?.smartHome?.links.map((link) => link.href)).toEqual([
      'button:/acctmgmt/smarthomemanager',
      'link:/smarthomemanager/app',
    ]);
  });
});

describe('helpfulInfoView: video tiles', () => {
  const videoSection = (videoId: string) => ({
    title: `Video ${videoId}`,
    videoThumbnail: [{ idx: videoId }],
    imageThumbnail: [],
    textOnly: [],
    ctaGroup: [],
    linkGroup: [],
  });
  const content = {
    helpfulInfoWireless: {
      tabs: [
        { content: { title: 'Phones' }, sections: [videoSection('1'), videoSection('2')] },
        { content: { title: 'Plans' }, sections: [videoSection('1')] },
      ],
    },
  } as never;
  const metadata = {
    title: 'Restart your phone',
    poster: '/media/p.jpg',
    seconds: 10,
    durationText: '0:10',
  } as never;

  it('gives each video whose metadata the server loaded its tile, in every tab', () => {
    const [block] = helpful(content, false, consumer, { '1': metadata });
    expect(block?.panels.map((panel) => panel.sections.map((s) => s.media))).toEqual([
      [
        {
          kind: 'video',
          videoId: '1',
          tile: { poster: '/media/p.jpg', title: 'Restart your phone', durationText: '0:10' },
        },
        // Not loaded: no tile, the placeholder as before.
        { kind: 'video', videoId: '2' },
      ],
      [
        {
          kind: 'video',
          videoId: '1',
          tile: { poster: '/media/p.jpg', title: 'Restart your phone', durationText: '0:10' },
        },
      ],
    ]);
  });

  it('leaves every video without a tile when no metadata was loaded', () => {
    const [block] = helpful(content, false, consumer);
    expect(block?.panels[0]?.sections.map((s) => s.media)).toEqual([
      { kind: 'video', videoId: '1' },
      { kind: 'video', videoId: '2' },
    ]);
  });
});

describe('helpfulInfoView: an English block on another language page', () => {
  const tabs = [
    {
      content: { title: 'Phones' },
      sections: [
        {
          title: 'Section',
          videoThumbnail: [],
          imageThumbnail: [],
          textOnly: [],
          ctaGroup: [],
          linkGroup: [{ text: 'Read', href: '/support/article/wireless/KM1' }],
        },
      ],
    },
  ];
  it.each([
    ['helpfulInfoWireless', 'en'],
    ['helpfulInfoInternetAirSMB', undefined],
  ])('with %s in English, marks the wireless sections %s', (fallback, lang) => {
    const [block] = helpful(
      { helpfulInfoWireless: { tabs }, fallbacks: [fallback] } as never,
      false,
      consumer,
    );
    expect(block?.island.heading).toBe('Helpful info');
    expect(block?.contentLang).toBe(lang);
    // The tabs island draws the tab names: it is told too, and only then (no key otherwise).
    expect(block?.island.contentLang).toBe(lang);
    if (!lang) expect(block?.island).not.toHaveProperty('contentLang');
  });
});
