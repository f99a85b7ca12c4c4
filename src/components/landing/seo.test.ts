import { describe, expect, it } from 'vitest';
import { consentView, seoView } from './seo.ts';
import { consumer } from '../../../tests/support/landing-fixtures.ts';

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
    {
      block: { text: 'Cookies' },
      expected: { label: 'Cookie consent', text: 'Cookies', link: undefined },
    },
    {
      block: { text: 'Cookies', linkText: 'Privacy', linkUrl: '/p' },
      expected: {
        label: 'Cookie consent',
        text: 'Cookies',
        link: { text: 'Privacy', href: 'link:/p' },
      },
    },
  ])('consent: $block (its link through the page link rule)', ({ block, expected }) => {
    expect(consentView(block as never, consumer)).toEqual(expected);
  });

  it('writes its defaults in Spanish and hands the FAQ its language on a Spanish page', () => {
    const spanish = { ...consumer, locale: 'es' as const };
    expect(
      seoView({ wirelessSeoData: { items: [{ title: 'P', body: 'R' }] } } as never, spanish),
    ).toEqual({
      heading: 'Soporte de Wireless',
      description: undefined,
      faq: {
        heading: 'Preguntas frecuentes',
        items: [{ title: 'P', body: 'R', legal: undefined }],
        locale: 'es',
      },
    });
    expect(consentView({ text: 'Cookies' } as never, spanish)?.label).toBe(
      'Consentimiento de cookies',
    );
  });
});
