import { describe, expect, it } from 'vitest';
import {
  breadcrumbListLd,
  faqPageLd,
  jsonLdText,
  landingStructuredData,
  plainText,
} from './structured-data.ts';
import { structuredDataProblems } from '../../../tests/support/structured-data.ts';

const ORIGIN = 'https://support.example.test';
const crumbs = [
  { url: '/', text: 'Home' },
  { url: '/smallbusiness/support', text: 'Support' },
  { url: '/smallbusiness/wireless', text: 'Wireless' },
];
const faq = {
  heading: 'FAQs',
  items: [
    { title: 'How do I fix no service?', body: 'Restart your phone.' },
    { title: 'Can I keep my number?', body: 'Yes.', legal: 'Terms apply.' },
  ],
};

describe('breadcrumbListLd', () => {
  it('lists the trail in order with absolute URLs and the required properties', () => {
    const ld = breadcrumbListLd(crumbs, ORIGIN);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Support',
          item: `${ORIGIN}/smallbusiness/support`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Wireless',
          item: `${ORIGIN}/smallbusiness/wireless`,
        },
      ],
    });
    expect(structuredDataProblems(ld)).toEqual([]);
  });

  it.each([
    ['an empty trail', [], undefined],
    ['an unusable address', [{ url: 'javascript:alert(1)', text: 'Bad' }], undefined],
    ['an empty name', [{ url: '/', text: ' <b></b> ' }], undefined],
  ])('leaves out %s (positions stay consecutive)', (_case, trail, expected) => {
    expect(breadcrumbListLd(trail, ORIGIN)).toEqual(expected);
  });

  it('renumbers around a dropped entry', () => {
    const ld = breadcrumbListLd(
      [crumbs[0]!, { url: 'javascript:x', text: 'Bad' }, crumbs[2]!],
      ORIGIN,
    );
    expect(ld?.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    expect(structuredDataProblems(ld)).toEqual([]);
  });
});

describe('faqPageLd', () => {
  it('carries each question and answer of the SEO accordion, with the required properties', () => {
    const ld = faqPageLd(faq);
    expect(ld?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How do I fix no service?',
        acceptedAnswer: { '@type': 'Answer', text: 'Restart your phone.' },
      },
      {
        '@type': 'Question',
        name: 'Can I keep my number?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
      },
    ]);
    expect(structuredDataProblems(ld)).toEqual([]);
  });

  it.each([
    ['no accordion', undefined],
    ['no items', { heading: 'FAQs', items: [] }],
    [
      'only markup',
      { heading: 'FAQs', items: [{ title: '<img src=x onerror=alert(1)>', body: 'x' }] },
    ],
  ])('is absent with %s', (_case, input) => {
    expect(faqPageLd(input)).toBeUndefined();
  });

  it.each([
    ['es-US', { inLanguage: 'es-US' }],
    ['en-US', { inLanguage: 'en-US' }],
    [undefined, {}],
  ])('names the language of its questions (%s): a WebPage has inLanguage', (tag, expected) => {
    const ld = faqPageLd(faq, tag);
    expect(ld).toMatchObject({ '@type': 'FAQPage', ...expected });
    if (tag === undefined) expect(ld).not.toHaveProperty('inLanguage');
    expect(structuredDataProblems(ld)).toEqual([]);
  });

  it('leaves inLanguage off the breadcrumbs (an ItemList has none) and puts it on the FAQ', () => {
    const [trail, questions] = landingStructuredData(
      { breadcrumbs: crumbs, seo: { heading: 'FAQ', faq } },
      ORIGIN,
      'es-US',
    );
    expect(trail).not.toHaveProperty('inLanguage');
    expect(questions).toHaveProperty('inLanguage', 'es-US');
  });
});

describe('plainText', () => {
  it.each([
    ['Restart <strong>now</strong>.', 'Restart now.'],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['Fish &amp; chips &lt;3', 'Fish & chips <3'],
    ['Line one\n\n  line   two', 'Line one line two'],
    ['5G&nbsp;Home', '5G Home'],
    ['<a href="javascript:alert(1)" onclick="x()">Link</a>', 'Link'],
  ])('%j becomes %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element early, and parses back to the same data', () => {
    const ld = faqPageLd({
      heading: 'FAQs',
      items: [{ title: 'Is </script><script>alert(1)</script> safe?', body: 'a & b \u2028' }],
    });
    if (!ld) throw new Error('expected an FAQ');
    const text = jsonLdText(ld);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(ld);
  });
});

describe('landingStructuredData', () => {
  it('has a BreadcrumbList, and an FAQPage only when the page has an FAQ', () => {
    const types = (seo: Parameters<typeof landingStructuredData>[0]['seo']) =>
      landingStructuredData({ breadcrumbs: crumbs, seo }, ORIGIN).map((ld) => ld['@type']);
    expect(types({ heading: 'SEO', faq })).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(types({ heading: 'SEO' })).toEqual(['BreadcrumbList']);
    expect(types(undefined)).toEqual(['BreadcrumbList']);
  });
});
