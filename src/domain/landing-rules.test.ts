import { describe, expect, it } from 'vitest';
import { computeJumpLinks, scrollOffset } from './jump-links.ts';
import { buildHelpfulTabs, TEXT_ONLY_IMAGE, type RawSection } from './helpful-info.ts';
import { LABEL_DEFAULTS, resolveLabels } from './labels.ts';
import { showsPersonalizedHelpPrompt } from './header-prompt.ts';
import { serviceForPath, serviceForTopic, SERVICES } from './services.ts';

const labels = {
  topSolutions: 'Top',
  fixMyService: 'Fix',
  helpfulInfo: 'Info',
  browseTopics: 'Browse',
  contactUs: 'Contact',
};
const all = {
  topSolutions: true,
  fixMyService: true,
  helpfulInfo: true,
  browseTopics: true,
  contactUs: true,
};

describe('computeJumpLinks', () => {
  it('lists the sections in order with their anchors', () => {
    expect(computeJumpLinks({ smallBusiness: false, present: all, labels })).toEqual([
      { heading: 'Top', anchor: 'topSolutionsSection' },
      { heading: 'Fix', anchor: 'fixMyService' },
      { heading: 'Info', anchor: 'moreHelpHeading' },
      { heading: 'Browse', anchor: 'reusableBrowseTopicHeading' },
      { heading: 'Contact', anchor: 'contactUsHeading' },
    ]);
  });

  it('omits fix my service for small business and sections the page lacks', () => {
    const links = computeJumpLinks({
      smallBusiness: true,
      present: { ...all, browseTopics: false },
      labels,
    });
    expect(links.map((l) => l.anchor)).toEqual([
      'topSolutionsSection',
      'moreHelpHeading',
      'contactUsHeading',
    ]);
  });

  it.each([
    [1366, 96],
    [1025, 96],
    [1024, 88],
    [768, 88],
    [767, 80],
    [375, 80],
  ])('scroll offset at %i px is %i', (width, offset) => {
    expect(scrollOffset(width)).toBe(offset);
  });
});

const section = (n: number, extra: Partial<RawSection> = {}): RawSection => ({
  title: `S${n}`,
  description: `D${n}`,
  videoThumbnail: [],
  imageThumbnail: [],
  textOnly: [],
  ctaGroup: [],
  linkGroup: [],
  ...extra,
});

describe('buildHelpfulTabs', () => {
  it('caps at 6 tabs, 3 sections, 4 links and 2 buttons (first blue, second white)', () => {
    const links = Array.from({ length: 6 }, (_, i) => ({ text: `L${i}`, href: `/l${i}` }));
    const ctas = Array.from({ length: 3 }, (_, i) => ({ ctaLabel: `B${i}`, ctaUrl: `/b${i}` }));
    const tabs = Array.from({ length: 8 }, (_, t) => ({
      content: { title: `T${t}` },
      sections: Array.from({ length: 5 }, (_, s) =>
        section(s, { linkGroup: links, ctaGroup: ctas }),
      ),
    }));
    const built = buildHelpfulTabs(tabs, { lockFlagOn: false });
    expect(built).toHaveLength(6);
    expect(built[0]?.sections).toHaveLength(3);
    expect(built[0]?.sections[0]?.links.map((l) => l.text)).toEqual(['L0', 'L1', 'L2', 'L3']);
    expect(built[0]?.sections[0]?.buttons).toEqual([
      { label: 'B0', href: '/b0', variant: 'primary' },
      { label: 'B1', href: '/b1', variant: 'secondary' },
    ]);
  });

  it('picks video, then image, then text-only with the fixed placeholder image', () => {
    const [tab] = buildHelpfulTabs(
      [
        {
          sections: [
            section(1, {
              videoThumbnail: [{ idx: '5001039' }],
              imageThumbnail: [{ imgUrl: '/a.svg' }],
            }),
            section(2, { imageThumbnail: [{ imgUrl: '/a.svg', alt: 'A' }] }),
            section(3, { textOnly: [{ content: { text: 'Only words' } }] }),
          ],
        },
      ],
      { lockFlagOn: false },
    );
    expect(tab?.sections.map((s) => s.media)).toEqual([
      { kind: 'video', videoId: '5001039' },
      { kind: 'image', src: '/a.svg', alt: 'A' },
      { kind: 'text', src: TEXT_ONLY_IMAGE, text: 'Only words' },
    ]);
    expect(tab?.title).toBe('Tab 1');
  });

  it('turns a smart-home button into the Smart Home Manager card with two links', () => {
    const [tab] = buildHelpfulTabs(
      [
        {
          sections: [section(1, { ctaGroup: [{ ctaLabel: 'Open', ctaUrl: '/smarthomemanager' }] })],
        },
      ],
      { lockFlagOn: false },
    );
    expect(tab?.sections[0]?.buttons).toEqual([]);
    expect(tab?.sections[0]?.smartHome?.title).toBe('Smart Home Manager');
    expect(tab?.sections[0]?.smartHome?.links).toHaveLength(2);
  });

  it('shows the lock alert on the first two tabs only when the flag is on', () => {
    const tabs = [1, 2, 3].map(() => ({ sections: [section(1)] }));
    const lockAlert = { title: 'Locked', url: '/unlock' };
    expect(
      buildHelpfulTabs(tabs, { lockAlert, lockFlagOn: true }).map((t) => !!t.lockAlert),
    ).toEqual([true, true, false]);
    expect(buildHelpfulTabs(tabs, { lockAlert, lockFlagOn: false }).some((t) => t.lockAlert)).toBe(
      false,
    );
  });
});

describe('resolveLabels', () => {
  it('uses the spec defaults when the content has none', () => {
    const resolved = resolveLabels(undefined, 'Wireless');
    expect(resolved.contactUsLabel).toBe('Contact us');
    expect(resolved.fixMyWireless).toBe('Fix my Wireless');
    expect(resolved.personalizedHelpLabel).toBe('Want personalized help?');
    expect(resolveLabels(undefined, 'Internet Air').fixMyWireless).toBe('Fix my Service');
    expect(Object.keys(resolved).sort()).toEqual(Object.keys(LABEL_DEFAULTS).sort());
  });

  it('prefers the content labels and fills the [[service]] placeholder', () => {
    const resolved = resolveLabels(
      { contactUsLabel: 'Get in touch', serviceCheckLabel: 'Repair my [[service]]' },
      'Wireless',
    );
    expect(resolved.contactUsLabel).toBe('Get in touch');
    expect(resolved.fixMyWireless).toBe('Repair my Wireless');
  });
});

describe('showsPersonalizedHelpPrompt', () => {
  const base = {
    authenticated: false,
    customerType: 'consumer' as const,
    subTopicPage: false,
    recognised: false,
    serviceName: 'wireless',
  };
  it.each([
    ['anonymous consumer', base, true],
    ['authenticated', { ...base, authenticated: true }, false],
    ['small business', { ...base, customerType: 'smb' as const }, false],
    ['biz', { ...base, customerType: 'biz' as const }, false],
    ['sub-topic page', { ...base, subTopicPage: true }, false],
    ['recognised on wireless', { ...base, recognised: true }, false],
    ['recognised elsewhere', { ...base, recognised: true, serviceName: 'smb-internet-air' }, true],
  ])('%s: %s', (_name, input, shown) => {
    expect(showsPersonalizedHelpPrompt(input)).toBe(shown);
  });
});

describe('service selection', () => {
  it.each([
    ['/wireless', 'wireless'],
    ['/smallbusiness/wireless', 'smb-wireless'],
    ['/SmallBusiness/Wireless', 'smb-wireless'],
  ])('%s opens with %s', (path, name) => {
    expect(serviceForPath(path).name).toBe(name);
  });

  it('maps topics to services on switching', () => {
    expect(serviceForTopic('topic_internet4', true)?.name).toBe('smb-internet-air');
    expect(serviceForTopic('topic_wireless3', true)?.name).toBe('smb-wireless');
    expect(serviceForTopic('topic_wireless0', false)?.name).toBe('wireless');
    expect(serviceForTopic('topic_other', false)).toBeUndefined();
  });

  it('carries the spec table', () => {
    expect(SERVICES.wireless).toMatchObject({
      group: 'srvgroup_wireless',
      topic: 'topic_wireless0',
      pageId: 'PG2057',
      chatEnabled: true,
      tabLabel: 'Fixed Wireless',
    });
    expect(SERVICES['smb-wireless']).toMatchObject({
      group: 'srvgroup_smbwireless',
      topic: 'topic_wireless3',
    });
    expect(SERVICES['smb-internet-air']).toMatchObject({
      group: 'srvgroup_smbuverseinternet',
      topic: 'topic_internet4',
      tabLabel: 'Internet Air',
    });
  });
});
