import { describe, expect, it } from 'vitest';
import { buildPageMeta, fillTemplate, routePath, spanishUrl } from './page-meta.ts';

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

  const base = { title: 'Wireless', serviceName: 'wireless', smallBusiness: false, pageUrl };
  const smbUrl = new URL('https://support.example.test/smallbusiness/wireless');

  it('names the page itself in canonical, English alternate and og:url, and no Spanish alternate unless configured', () => {
    const meta = buildPageMeta({ ...base, seo: {} });
    expect(meta.canonical).toBe('https://support.example.test/wireless');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://support.example.test/wireless' },
    ]);
    expect(meta.og.url).toBe('https://support.example.test/wireless');
    expect(meta.spanishHref).toBeUndefined();
    expect(meta.ignored).toEqual([]);
  });

  it.each([
    ['an origin', 'https://es.example.test', 'https://es.example.test/wireless'],
    ['an origin with a slash', 'https://es.example.test/', 'https://es.example.test/wireless'],
    ['a path pattern', '/es{path}', 'https://support.example.test/es/wireless'],
    [
      'a URL pattern',
      'https://es.example.test/ayuda{path}?l=es',
      'https://es.example.test/ayuda/wireless?l=es',
    ],
    ['a base path', '/es', 'https://support.example.test/es/wireless'],
  ])('adds the Spanish alternate and link when configured as %s', (_kind, pattern, expected) => {
    const meta = buildPageMeta({ ...base, seo: {}, spanishPattern: pattern });
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://support.example.test/wireless' },
      { hreflang: 'es', href: expected },
    ]);
    expect(meta.spanishHref).toBe(expected);
  });

  it.each([
    ['the page path', '/wireless', pageUrl, 'https://support.example.test/wireless', []],
    [
      'the page URL',
      'https://support.example.test/wireless',
      pageUrl,
      'https://support.example.test/wireless',
      [],
    ],
    [
      'the page with a trailing slash',
      '/wireless/',
      pageUrl,
      'https://support.example.test/wireless',
      [],
    ],
    [
      'the page with a fragment',
      '/wireless#faq',
      pageUrl,
      'https://support.example.test/wireless',
      [],
    ],
    [
      'another page',
      '/support/wireless',
      pageUrl,
      'https://support.example.test/wireless',
      ['/support/wireless'],
    ],
    [
      'another origin',
      'https://elsewhere.example/wireless',
      pageUrl,
      'https://support.example.test/wireless',
      ['https://elsewhere.example/wireless'],
    ],
    [
      'the consumer page, from the small-business page',
      '/wireless',
      smbUrl,
      'https://support.example.test/smallbusiness/wireless',
      ['/wireless'],
    ],
    ['a missing value', 'null', pageUrl, 'https://support.example.test/wireless', []],
    ['nothing', undefined, pageUrl, 'https://support.example.test/wireless', []],
  ])(
    'honours a feed canonical only when it names the page itself: %s',
    (_case, canonical, url, expected, ignored) => {
      const meta = buildPageMeta({
        ...base,
        pageUrl: url,
        seo: canonical === undefined ? {} : { linkRelCanonical: canonical },
      });
      expect(meta.canonical).toBe(expected);
      expect(meta.alternates[0]?.href).toBe(expected);
      expect(meta.og.url).toBe(expected);
      expect(meta.ignored).toEqual(ignored.map((value) => ({ field: 'linkRelCanonical', value })));
    },
  );

  it('applies the same rule to og:url, falling back to the canonical', () => {
    const own = buildPageMeta({ ...base, seo: { ogUrl: 'https://support.example.test/wireless' } });
    expect(own.og.url).toBe('https://support.example.test/wireless');
    const other = buildPageMeta({ ...base, seo: { ogUrl: '/smallbusiness/wireless' } });
    expect(other.og.url).toBe('https://support.example.test/wireless');
    expect(other.ignored).toEqual([{ field: 'ogUrl', value: '/smallbusiness/wireless' }]);
  });

  it('builds the Spanish alternate from the page URL, not from the feed', () => {
    const meta = buildPageMeta({
      ...base,
      pageUrl: smbUrl,
      seo: { linkRelCanonical: '/wireless' },
      spanishPattern: 'https://es.example.test',
    });
    expect(meta.spanishHref).toBe('https://es.example.test/smallbusiness/wireless');
  });

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(fillTemplate('[[title]] and [[other]]', { title: 'A' })).toBe('A and [[other]]');
  });
});

describe('spanishUrl', () => {
  it.each([
    ['javascript:{path}', undefined],
    ['https://es.example.test{path}', 'https://es.example.test/wireless'],
    ['//es.example.test', 'https://es.example.test/wireless'],
  ])('%s gives %s', (pattern, expected) => {
    expect(spanishUrl(pattern, pageUrl)).toBe(expected);
  });
});

describe('routePath', () => {
  it.each([
    ['/wireless.html', '/wireless'],
    ['/smallbusiness/wireless.html', '/smallbusiness/wireless'],
    ['/wireless', '/wireless'],
    ['/html', '/html'],
  ])('%s is the route %s', (rendered, expected) => {
    expect(routePath(rendered)).toBe(expected);
  });
});
