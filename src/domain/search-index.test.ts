import { describe, expect, it } from 'vitest';
import { isIndexable, robotsTxt, sitemapEntries, sitemapXml } from './search-index.ts';

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
