import { describe, expect, it } from 'vitest';
import { buildPageMeta, fillTemplate, languageCopies, routePath, spanishUrl } from './page-meta.ts';

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

  it('falls back to the default templates in the page language', () => {
    const base = { seo: {}, title: 'Wireless', serviceName: 'wireless', locale: 'es' as const };
    const consumer = buildPageMeta({ ...base, smallBusiness: false, pageUrl });
    expect(consumer.title).toBe('Soporte de Wireless para clientes de wireless');
    expect(consumer.description).toMatch(/^Obtenga soporte de Wireless: /);
    expect(buildPageMeta({ ...base, smallBusiness: true, pageUrl }).title).toBe(
      'Soporte de Wireless para clientes empresariales de wireless',
    );
    expect(consumer.locale).toBe('es');
  });

  const base = { title: 'Wireless', serviceName: 'wireless', smallBusiness: false, pageUrl };
  const smbUrl = new URL('https://support.example.test/smallbusiness/wireless');

  it('names the page itself in canonical, English alternate and og:url, and its Spanish twin on this site', () => {
    const meta = buildPageMeta({ ...base, seo: {} });
    expect(meta.canonical).toBe('https://support.example.test/wireless');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://support.example.test/wireless' },
      { hreflang: 'es', href: 'https://support.example.test/es/wireless' },
      { hreflang: 'x-default', href: 'https://support.example.test/wireless' },
    ]);
    expect(meta.og.url).toBe('https://support.example.test/wireless');
    expect(meta.twins).toEqual([{ locale: 'es', href: '/es/wireless' }]);
    expect(meta.robots).toBe('index, follow');
    expect(meta.ignored).toEqual([]);
  });

  it.each([
    {
      page: '/wireless',
      locale: 'en',
      canonical: 'https://support.example.test/wireless',
      alternates: ['en /wireless', 'es /es/wireless', 'x-default /wireless'],
      twins: ['es /es/wireless'],
    },
    {
      page: '/es/wireless',
      locale: 'es',
      canonical: 'https://support.example.test/es/wireless',
      alternates: ['en /wireless', 'es /es/wireless', 'x-default /wireless'],
      twins: ['en /wireless'],
    },
    {
      page: '/smallbusiness/wireless',
      locale: 'en',
      canonical: 'https://support.example.test/smallbusiness/wireless',
      alternates: [
        'en /smallbusiness/wireless',
        'es /es/smallbusiness/wireless',
        'x-default /smallbusiness/wireless',
      ],
      twins: ['es /es/smallbusiness/wireless'],
    },
    {
      page: '/es/smallbusiness/wireless',
      locale: 'es',
      canonical: 'https://support.example.test/es/smallbusiness/wireless',
      alternates: [
        'en /smallbusiness/wireless',
        'es /es/smallbusiness/wireless',
        'x-default /smallbusiness/wireless',
      ],
      twins: ['en /smallbusiness/wireless'],
    },
  ] as const)(
    '$page ($locale) is its own canonical and names its twin, each way',
    ({ page, locale, canonical, alternates, twins }) => {
      const meta = buildPageMeta({
        ...base,
        seo: {},
        locale,
        pageUrl: new URL(page, 'https://support.example.test'),
      });
      const origin = 'https://support.example.test';
      expect(meta.canonical).toBe(canonical);
      expect(meta.og.url).toBe(canonical);
      expect(
        meta.alternates.map((alt) => `${alt.hreflang} ${alt.href.replace(origin, '')}`),
      ).toEqual(alternates);
      expect(meta.twins.map((twin) => `${twin.locale} ${twin.href}`)).toEqual(twins);
      expect(meta.robots).toBe('index, follow');
    },
  );

  it("honours the Spanish page's own feed canonical, and refuses one naming the English page", () => {
    const spanish = new URL('https://support.example.test/es/wireless');
    const own = buildPageMeta({
      ...base,
      locale: 'es',
      pageUrl: spanish,
      seo: { linkRelCanonical: '/es/wireless' },
    });
    expect(own.canonical).toBe('https://support.example.test/es/wireless');
    expect(own.ignored).toEqual([]);
    const english = buildPageMeta({
      ...base,
      locale: 'es',
      pageUrl: spanish,
      seo: { linkRelCanonical: '/wireless' },
    });
    expect(english.canonical).toBe('https://support.example.test/es/wireless');
    expect(english.ignored).toEqual([{ field: 'linkRelCanonical', value: '/wireless' }]);
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
  ])(
    'names the configured Spanish site in the alternate and the switch when configured as %s',
    (_kind, pattern, expected) => {
      const meta = buildPageMeta({ ...base, seo: {}, spanishPattern: pattern });
      expect(meta.alternates).toEqual([
        { hreflang: 'en', href: 'https://support.example.test/wireless' },
        { hreflang: 'es', href: expected },
        { hreflang: 'x-default', href: 'https://support.example.test/wireless' },
      ]);
      expect(meta.twins).toEqual([{ locale: 'es', href: expected }]);
    },
  );

  it.each([
    ['another site', 'https://es.example.test', 'noindex, follow'],
    ['this site with a query', 'https://es.example.test/ayuda{path}?l=es', 'noindex, follow'],
    ["this site's own Spanish pages", '/es', 'index, follow'],
    ["this site's own Spanish pages by pattern", '/es{path}', 'index, follow'],
  ])(
    "keeps this site's Spanish page out of search engines when the configured Spanish copy is %s",
    (_kind, pattern, robots) => {
      const meta = buildPageMeta({
        ...base,
        seo: { metaRobots: 'index, follow' },
        locale: 'es',
        pageUrl: new URL('https://support.example.test/es/wireless'),
        spanishPattern: pattern,
      });
      expect(meta.robots).toBe(robots);
      expect(meta.canonical).toBe('https://support.example.test/es/wireless');
      expect(meta.twins).toEqual([{ locale: 'en', href: '/wireless' }]);
    },
  );

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
    expect(meta.twins).toEqual([
      { locale: 'es', href: 'https://es.example.test/smallbusiness/wireless' },
    ]);
  });

  it('names every language copy from the English path, the configured Spanish site first', () => {
    const copies = languageCopies(
      new URL('https://s.test/es/smallbusiness/wireless'),
      'es',
      'https://s.test/es/smallbusiness/wireless',
      undefined,
    );
    expect(copies).toEqual({
      alternates: {
        en: 'https://s.test/smallbusiness/wireless',
        es: 'https://s.test/es/smallbusiness/wireless',
      },
      twins: { en: '/smallbusiness/wireless', es: '/es/smallbusiness/wireless' },
      superseded: false,
    });
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
