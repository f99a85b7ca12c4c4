import { describe, expect, it } from 'vitest';
import { buildPageMeta, fillTemplate } from '../../../src/domain/page-meta.ts';

const pageUrl = new URL('https://support.example.test/wireless');

describe('buildPageMeta', () => {
  it('uses the SEO data when present', () => {
    const meta = buildPageMeta({
      seo: {
        metaSeotitle: 'Wireless help',
        metaDescription: 'Fix it',
        metaKeywords: 'a, b',
        ogTitle: 'OG',
      },
      title: 'Wireless',
      serviceName: 'wireless',
      smallBusiness: false,
      pageUrl,
    });
    expect(meta).toMatchObject({ title: 'Wireless help', description: 'Fix it', keywords: 'a, b' });
    expect(meta.og).toMatchObject({ title: 'OG', description: 'Fix it', type: 'website' });
  });

  it('falls back to the default title templates, with the business variant for small business', () => {
    const base = { seo: {}, title: 'Wireless', serviceName: 'wireless', pageUrl };
    expect(buildPageMeta({ ...base, smallBusiness: false }).title).toBe(
      'Wireless support for wireless customers',
    );
    expect(buildPageMeta({ ...base, smallBusiness: true }).title).toBe(
      'Wireless support for wireless business customers',
    );
    expect(buildPageMeta({ ...base, smallBusiness: false }).keywords).toBeUndefined();
  });

  it('produces the canonical and the English and Spanish alternates', () => {
    const meta = buildPageMeta({
      seo: {},
      title: 'Wireless',
      serviceName: 'wireless',
      smallBusiness: false,
      pageUrl,
    });
    expect(meta.canonical).toBe('https://support.example.test/wireless');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://support.example.test/wireless' },
      { hreflang: 'es', href: 'https://support.example.test/es/wireless' },
    ]);
  });

  it.each([
    ['/support/wireless', 'https://support.example.test/support/wireless'],
    ['https://support.example.test/x', 'https://support.example.test/x'],
    ['https://elsewhere.example/x', 'https://support.example.test/wireless'],
    ['null', 'https://support.example.test/wireless'],
  ])('honours a feed canonical %s only on the same origin', (canonical, expected) => {
    const meta = buildPageMeta({
      seo: { linkRelCanonical: canonical },
      title: 'Wireless',
      serviceName: 'wireless',
      smallBusiness: false,
      pageUrl,
    });
    expect(meta.canonical).toBe(expected);
  });

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(fillTemplate('[[title]] and [[other]]', { title: 'A' })).toBe('A and [[other]]');
  });
});
