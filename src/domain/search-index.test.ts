import { describe, expect, it } from 'vitest';
import {
  isIndexable,
  robotsTxt,
  sitemapEntries,
  sitemapVideo,
  sitemapXml,
  VIDEO_NAMESPACE,
  type SitemapVideo,
} from './search-index.ts';
import { sitemapSchemaErrors } from '../../tests/support/sitemap-schema.ts';

const pageOf = (
  canonical: string,
  robots = 'index, follow',
  times: (string | undefined)[] = [],
) => ({
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
    const [entry] = sitemapEntries([pageOf('https://s.test/wireless', 'index, follow', times)]);
    expect(entry).toEqual({
      loc: 'https://s.test/wireless',
      ...(lastmod === undefined ? {} : { lastmod }),
    });
  });

  it('lists each indexable canonical URL once, in order', () => {
    const entries = sitemapEntries([
      pageOf('https://s.test/wireless'),
      pageOf('https://s.test/hidden', 'noindex, follow'),
      pageOf('https://s.test/smallbusiness/wireless'),
      pageOf('https://s.test/wireless'),
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
    const [entry] = sitemapEntries([{ ...pageOf('https://s.test/es/wireless'), alternates }]);
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

describe('the video sitemap', () => {
  const page = 'https://s.test/support/videos/9100003';
  const input = {
    thumbnail: 'https://s.test/media/wls_9100003_360.jpg',
    title: 'Set up your new phone',
    description: 'Charge it, insert the SIM card, bring your contacts.',
    content: 'https://s.test/media/wls_9100031_480.mp4',
    page,
    seconds: 120,
    publicationDate: '2024-10-21T12:00:00Z',
  };
  const video: SitemapVideo = {
    thumbnailLoc: input.thumbnail,
    title: input.title,
    description: input.description,
    contentLoc: input.content,
    duration: 120,
    publicationDate: '2024-10-21T12:00:00Z',
  };

  describe('sitemapVideo', () => {
    it('keeps a video within the rules as it is', () => {
      expect(sitemapVideo(input)).toEqual(video);
    });

    it.each([
      ['no title', { title: '  ' }],
      ['a relative thumbnail', { thumbnail: '/media/wls_9100003_360.jpg' }],
      ['no media file', { content: '' }],
      ['a relative media file', { content: '/media/wls_9100031_480.mp4' }],
      ['the page as its media file', { content: page }],
    ])('leaves out a video with %s', (_case, change) => {
      expect(sitemapVideo({ ...input, ...change })).toBeUndefined();
    });

    it.each([
      [0, undefined],
      [0.4, undefined],
      [0.6, 1],
      [17.4, 17],
      [28_800, 28_800],
      [28_801, undefined],
      [Number.NaN, undefined],
    ])('states a duration of %s s as %s (whole seconds, 1 to 28 800)', (seconds, duration) => {
      expect(sitemapVideo({ ...input, seconds })?.duration).toBe(duration);
    });

    it('describes a video without a description by its title', () => {
      expect(sitemapVideo({ ...input, description: ' ' })?.description).toBe(input.title);
    });

    it('cuts a description at 2048 characters, counting characters, not code units', () => {
      const long = `${'📱'.repeat(2100)}`;
      const description = sitemapVideo({ ...input, description: long })?.description ?? '';
      expect(Array.from(description)).toHaveLength(2048);
      expect(description.endsWith('📱…')).toBe(true);
      expect(sitemapVideo({ ...input, description: 'x'.repeat(2048) })?.description).toBe(
        'x'.repeat(2048),
      );
    });

    it('names no publication date the feed does not have', () => {
      expect(sitemapVideo({ ...input, publicationDate: undefined })).not.toHaveProperty(
        'publicationDate',
      );
    });
  });

  it("carries a page's videos to its entry", () => {
    const [entry] = sitemapEntries([{ ...pageOf(page), videos: [video] }]);
    expect(entry).toEqual({ loc: page, videos: [video] });
  });

  it('writes them as video:video, declaring the namespace and escaping text', () => {
    const xml = sitemapXml([
      { loc: page, videos: [{ ...video, title: 'Calls & texts <fast>', description: 'Say "hi"' }] },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">\n' +
        `  <url>\n    <loc>${page}</loc>\n` +
        '    <video:video>\n' +
        '      <video:thumbnail_loc>https://s.test/media/wls_9100003_360.jpg</video:thumbnail_loc>\n' +
        '      <video:title>Calls &amp; texts &lt;fast&gt;</video:title>\n' +
        '      <video:description>Say &quot;hi&quot;</video:description>\n' +
        '      <video:content_loc>https://s.test/media/wls_9100031_480.mp4</video:content_loc>\n' +
        '      <video:duration>120</video:duration>\n' +
        '      <video:publication_date>2024-10-21T12:00:00Z</video:publication_date>\n' +
        '    </video:video>\n' +
        '  </url>\n' +
        '</urlset>\n',
    );
  });

  it('drops the characters XML cannot carry', () => {
    const xml = sitemapXml([
      { loc: page, videos: [{ ...video, title: 'Bell\u0007 and \uD800half' }] },
    ]);
    expect(xml).toContain('<video:title>Bell and half</video:title>');
  });

  const alternates = [
    { hreflang: 'en', href: page },
    { hreflang: 'es', href: 'https://s.test/es/support/videos/9100003' },
    { hreflang: 'x-default', href: page },
  ];

  it('is valid against the sitemap and video schemas, with alternates, and without the optional tags', async () => {
    const { duration: _duration, publicationDate: _date, ...required } = video;
    const xml = sitemapXml([
      { loc: 'https://s.test/wireless', lastmod: '2026-11-22T09:30:00Z' },
      { loc: page, alternates, videos: [video] },
      { loc: 'https://s.test/es/support/videos/9100003', alternates, videos: [required] },
      {
        loc: 'https://s.test/support/videos/1',
        videos: [{ ...video, publicationDate: '2024-10-21', description: 'Two\nlines' }],
      },
    ]);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });

  const entry = (element: string) => `    <video:video>\n${element}    </video:video>\n`;
  const tag = (name: string, value: string) => `      <video:${name}>${value}</video:${name}>\n`;
  const thumbnail = tag('thumbnail_loc', video.thumbnailLoc);
  const title = tag('title', video.title);
  const description = tag('description', video.description);
  const content = tag('content_loc', video.contentLoc);

  const optional = (name: string, value: string) =>
    entry(thumbnail + title + description + content + tag(name, value));

  it.each([
    ['a missing thumbnail', entry(title + description + content), 'title'],
    ['a missing title', entry(thumbnail + description + content), 'description'],
    ['an empty title', entry(thumbnail + tag('title', ' ') + description + content), 'title'],
    ['a missing description', entry(thumbnail + title + content), 'content_loc'],
    [
      'a description over 2048 characters',
      entry(thumbnail + title + tag('description', 'x'.repeat(2049)) + content),
      'description',
    ],
    ['neither media file nor player', entry(thumbnail + title + description), 'video'],
    [
      'a relative thumbnail URL',
      entry(tag('thumbnail_loc', '/media/a.jpg') + title + description + content),
      'thumbnail_loc',
    ],
    [
      'a media URL that is no URL',
      entry(thumbnail + title + description + tag('content_loc', 'not a url')),
      'content_loc',
    ],
    ['a duration of 0', optional('duration', '0'), 'duration'],
    ['a duration over eight hours', optional('duration', '28801'), 'duration'],
    ['a duration in a timecode', optional('duration', '2:00'), 'duration'],
    [
      'a date-time without its zone',
      optional('publication_date', '2024-10-21T12:00:00'),
      'publication_date',
    ],
    ['a rating over 5', optional('rating', '5.5'), 'rating'],
    ['tags out of order', entry(title + thumbnail + description + content), 'title'],
    ['an unknown video element', optional('category', 'Phones'), 'category'],
    [
      'a family-friendly flag not yes or no',
      optional('family_friendly', 'true'),
      'family_friendly',
    ],
  ])('the video schema refuses %s', async (_case, videoElement, element) => {
    const xml = sitemapXml([{ loc: page, videos: [video] }]).replace(
      / {4}<video:video>[\s\S]*<\/video:video>\n/,
      videoElement,
    );
    // Refused by a rule of the video schema, naming the element it found at fault.
    expect((await sitemapSchemaErrors(xml)).join('\n')).toContain(
      `Element '{${VIDEO_NAMESPACE}}${element}'`,
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
