import { describe, expect, it } from 'vitest';
import { feedTagsFor, landingCacheTags, routeTag, SITEMAP_TAGS } from './cache-tags.ts';
import { purgeKeys, surrogateKeys } from './fleet/surrogate-keys.ts';
import type { Locale } from '../domain/i18n/locales.ts';

const PAGES: [string, Locale][] = [
  ['/wireless', 'en'],
  ['/smallbusiness/wireless', 'en'],
  ['/es/wireless', 'es'],
  ['/es/smallbusiness/wireless', 'es'],
];

/**
 * What a publish drops: every stored copy sharing a key with it (the route cache invalidates by
 * tag; Varnish purges by the same tags as xkeys, plus the path).
 */
function dropped(publish: { tags?: string[]; paths?: string[] }): string[] {
  const purged = new Set(purgeKeys(publish).split(' '));
  const copies: [string, string[]][] = [
    ...PAGES.map(([path, locale]): [string, string[]] => [path, landingCacheTags(path, locale)]),
    ['/sitemap.xml', SITEMAP_TAGS],
  ];
  return copies
    .filter(([path, tags]) =>
      surrogateKeys(tags, path)
        .split(' ')
        .some((key) => purged.has(key)),
    )
    .map(([path]) => path);
}

describe('cache tags', () => {
  it.each([
    ['/wireless', 'route:wireless'],
    ['/es/wireless', 'route:es-wireless'],
    ['/es/smallbusiness/wireless', 'route:es-smallbusiness-wireless'],
  ])('%s is %s', (path, tag) => {
    expect(routeTag(path)).toBe(tag);
  });

  it.each([
    ['en', ['feed:content', 'feed:flags'], ['feed:content', 'feed:flags']],
    ['es', ['feed:content', 'feed:flags'], ['feed:content', 'feed:flags', 'feed:content:es']],
    [
      'es',
      ['feed:content', 'feed:common'],
      ['feed:content', 'feed:common', 'feed:content:es', 'feed:common:es'],
    ],
  ] as const)('read in %s, feeds %j are tagged %j', (locale, feeds, tags) => {
    expect(feedTagsFor(locale, feeds)).toEqual(tags);
  });

  it.each([
    [
      'the English content',
      { tags: ['feed:content'] },
      // Spanish pages show English blocks their own content lacks.
      [
        '/wireless',
        '/smallbusiness/wireless',
        '/es/wireless',
        '/es/smallbusiness/wireless',
        '/sitemap.xml',
      ],
    ],
    [
      'the Spanish content',
      { tags: ['feed:content:es'] },
      ['/es/wireless', '/es/smallbusiness/wireless', '/sitemap.xml'],
    ],
    [
      'the Spanish common feed',
      { tags: ['feed:common:es'] },
      ['/es/wireless', '/es/smallbusiness/wireless', '/sitemap.xml'],
    ],
    ['the flags', { tags: ['feed:flags'] }, PAGES.map(([path]) => path)],
    [
      'the Spanish knowledge',
      { tags: ['feed:knowledge:es'] },
      ['/es/wireless', '/es/smallbusiness/wireless'],
    ],
    ['the English knowledge', { tags: ['feed:knowledge'] }, PAGES.map(([path]) => path)],
    [
      'the Spanish contact us and outage banners',
      { tags: ['feed:contact-us:es', 'feed:outage:es'] },
      ['/es/wireless', '/es/smallbusiness/wireless'],
    ],
    ['one Spanish route', { tags: ['route:es-wireless'] }, ['/es/wireless']],
    ['one Spanish path', { paths: ['/es/smallbusiness/wireless'] }, ['/es/smallbusiness/wireless']],
  ])('a publish of %s refreshes %j', (_what, publish, pages) => {
    expect(dropped(publish)).toEqual(pages);
  });
});
