import { describe, expect, it } from 'vitest';
import { watchPageMeta } from './watch-page-meta.ts';

const SITE = 'https://support.example.test';
const meta = (locale: 'en' | 'es', spanish: boolean, description = 'Restart a frozen phone.') =>
  watchPageMeta({
    videoId: '5001039',
    locale,
    title: 'How to restart your phone',
    description,
    versions: spanish ? ['es'] : [],
    siteUrl: SITE,
  });
const EN = `${SITE}/support/videos/5001039`;
const ES = `${SITE}/es/support/videos/5001039`;

describe('a watch page names itself', () => {
  it.each([
    // locale, Spanish version, robots, canonical, alternates
    [
      'en',
      true,
      'index, follow',
      EN,
      [
        ['en', EN],
        ['es', ES],
        ['x-default', EN],
      ],
    ],
    [
      'es',
      true,
      'index, follow',
      ES,
      [
        ['en', EN],
        ['es', ES],
        ['x-default', EN],
      ],
    ],
    // No Spanish version: the English page names no Spanish twin...
    [
      'en',
      false,
      'index, follow',
      EN,
      [
        ['en', EN],
        ['x-default', EN],
      ],
    ],
    // ...and the Spanish page (the English texts) is a copy of it.
    ['es', false, 'noindex, follow', EN, []],
  ] as const)(
    '%s, Spanish version %s: %s, canonical %s',
    (locale, spanish, robots, canonical, alternates) => {
      const result = meta(locale, spanish);
      expect(result.robots).toBe(robots);
      expect(result.canonical).toBe(canonical);
      expect(result.og.url).toBe(canonical);
      expect(result.alternates.map((alt) => [alt.hreflang, alt.href])).toEqual(alternates);
    },
  );

  it('titles the page after the video, in the page language, as a video', () => {
    expect(meta('en', true)).toMatchObject({
      title: 'How to restart your phone | Wireless support video',
      description: 'Restart a frozen phone.',
      og: { type: 'video.other' },
    });
    expect(meta('es', true).title).toBe('How to restart your phone | Video de soporte inalámbrico');
  });

  it('describes a video without a description by its title', () => {
    expect(meta('en', true, ' ').description).toBe(
      'Watch "How to restart your phone", a wireless support video.',
    );
  });

  it('links the footer language switch to the twin page, which always answers', () => {
    expect(meta('en', false).twins).toEqual([{ locale: 'es', href: '/es/support/videos/5001039' }]);
  });
});
