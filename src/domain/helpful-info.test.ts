import { describe, expect, it } from 'vitest';
import { buildHelpfulTabs, TEXT_ONLY_IMAGE, type RawSection } from './helpful-info.ts';

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

  it('writes the texts it adds (an untitled tab, the Smart Home Manager links) in the page language', () => {
    const [tab, second] = buildHelpfulTabs(
      [
        {
          sections: [
            section(1, { ctaGroup: [{ ctaLabel: 'Abrir', ctaUrl: '/smarthomemanager' }] }),
          ],
        },
        { sections: [section(2)] },
      ],
      { lockFlagOn: false, locale: 'es' },
    );
    expect([tab?.title, second?.title]).toEqual(['Pestaña 1', 'Pestaña 2']);
    expect(tab?.sections[0]?.smartHome?.links.map((link) => link.text)).toEqual([
      'Abrir Smart Home Manager',
      'Obtener la aplicación Smart Home Manager',
    ]);
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
