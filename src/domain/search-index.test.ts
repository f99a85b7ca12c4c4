import { describe, expect, it } from 'vitest';
import { isIndexable, robotsTxt, sitemapEntries, sitemapXml } from './search-index.ts';
import { sitemapSchemaErrors } from '../../tests/support/sitemap-schema.ts';

const page = (canonical: string, robots = 'index, follow', times: (string | undefined)[] = []) => ({
  canonical,
  robots,
  publishedAt: times.map((time) => (time === undefined ? undefined : new Date(time))),
});

describe('sitemapEntries', () => {
  it.each([
    ['no publish time', [], undefined],
    ['one feed says', [undefined, '2026-11-20T14:05:00Z'], '2026-11-20T14:05:00Z'],
    ['the latest of two', ['2026-11-22T09:30:00Z', '2026-11-20T14:05:00Z'], '2026-11-22T09:30:00Z'],
    ['milliseconds kept', ['2026-11-22T09:30:00.250Z'], '2026-11-22T09:30:00.250Z'],
    ['an invalid date ignored', ['not a date'], undefined],
  ])('lastmod with %s', (_case, times, lastmod) => {
    const [entry] = sitemapEntries([page('https://s.test/wireless', 'index, follow', times)]);
    expect(entry).toEqual({
      loc: 'https://s.test/wireless',
      ...(lastmod === undefined ? {} : { lastmod }),
    });
  });

  it('lists each indexable canonical URL once, in order', () => {
    const entries = sitemapEntries([
      page('https://s.test/wireless'),
      page('https://s.test/hidden', 'noindex, follow'),
      page('https://s.test/smallbusiness/wireless'),
      page('https://s.test/wireless'),
    ]);
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://s.test/wireless',
      'https://s.test/smallbusiness/wireless',
    ]);
  });
});

describe('isIndexable', () => {
  it.each([
    ['index, follow', true],
    ['INDEX,FOLLOW', true],
    ['noindex', false],
    ['NoIndex, nofollow', false],
    ['none', false],
    ['nofollow', true],
    ['noindexer', true],
  ])('%s → %s', (robots, expected) => {
    expect(isIndexable(robots)).toBe(expected);
  });
});

describe('sitemapXml', () => {
  it('writes the sitemap namespace and escapes text', () => {
    const xml = sitemapXml([
      { loc: 'https://s.test/wireless?a=1&b=2', lastmod: '2026-11-22T09:30:00Z' },
      { loc: 'https://s.test/smallbusiness/wireless' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://s.test/wireless?a=1&amp;b=2</loc>\n' +
        '    <lastmod>2026-11-22T09:30:00Z</lastmod>\n  </url>\n' +
        '  <url>\n    <loc>https://s.test/smallbusiness/wireless</loc>\n  </url>\n' +
        '</urlset>\n',
    );
  });
});

describe('the sitemap alternates', () => {
  const alternates = [
    { hreflang: 'en', href: 'https://s.test/wireless' },
    { hreflang: 'es', href: 'https://s.test/es/wireless' },
    { hreflang: 'x-default', href: 'https://s.test/wireless' },
  ];

  it("carries each page's alternates to its entry", () => {
    const [entry] = sitemapEntries([{ ...page('https://s.test/es/wireless'), alternates }]);
    expect(entry).toEqual({ loc: 'https://s.test/es/wireless', alternates });
  });

  it('writes them as xhtml:link, declaring the namespace', () => {
    const xml = sitemapXml([{ loc: 'https://s.test/es/wireless', alternates }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '  <url>\n    <loc>https://s.test/es/wireless</loc>\n' +
        '    <xhtml:link rel="alternate" hreflang="en" href="https://s.test/wireless"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="es" href="https://s.test/es/wireless"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://s.test/wireless"/>\n' +
        '  </url>\n' +
        '</urlset>\n',
    );
  });

  it('is valid against the sitemap schema with the xhtml links', async () => {
    const xml = sitemapXml([
      { loc: 'https://s.test/wireless', lastmod: '2026-11-22T09:30:00Z', alternates },
      { loc: 'https://s.test/es/wireless?a=1&b=2', alternates },
    ]);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });

  it.each([
    [
      'an unknown attribute',
      '<xhtml:link rel="alternate" hreflang="es" href="https://s.test/es" lang="es"/>',
    ],
    ['a link without href', '<xhtml:link rel="alternate" hreflang="es"/>'],
    ['another xhtml element', '<xhtml:a href="https://s.test/es">es</xhtml:a>'],
  ])('the schema refuses %s', async (_case, element) => {
    const xml = sitemapXml([{ loc: 'https://s.test/wireless', alternates }]).replace(
      '  </url>',
      `    ${element}\n  </url>`,
    );
    expect(await sitemapSchemaErrors(xml)).not.toEqual([]);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap by its absolute URL and keeps crawlers out of relays, API and account pages', () => {
    const text = robotsTxt('https://support.example.test');
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /msapi/',
      'Disallow: /kmservices/',
      'Disallow: /idpcms/',
      'Disallow: /api/',
      'Disallow: /acctmgmt/',
      'Disallow: /support/article-modal/',
      'Disallow: /support/smallbusiness/article-modal/',
      'Disallow: /support/article-drawer',
      '',
      'Sitemap: https://support.example.test/sitemap.xml',
      '',
    ]);
  });

  it('never disallows the landing pages', () => {
    const disallowed = robotsTxt('https://s.test')
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const route of ['/wireless', '/smallbusiness/wireless'])
      expect(disallowed.filter((prefix) => route.startsWith(prefix))).toEqual([]);
  });
});
