import { describe, expect, it, vi } from 'vitest';
import {
  CommonSchema,
  FeedSchema,
  captionFileUrl,
  deriveDate,
  deriveMetadata,
  deriveSources,
  isB2B,
  mediaStem,
  parseChapters,
  parseLinkOverlays,
  posterRetryUrl,
  posterUrl,
  sourceName,
  streamName,
  thumbnailUrl,
  untranslatedVideo,
} from './metadata.ts';
import samples from '../sample-metadata.json';
import chaptered from '../../../sandbox/video/feeds/9100001.json';
import showcase from '../../../sandbox/video/feeds/9100002.json';
import { HOSTILE_URLS } from '../../../tests/support/hostile-urls.ts';

const stem = '/media/support/videos/wls_1/wls_1';

describe('media naming', () => {
  it.each([
    ['/media', 'support/videos', 'wls_1', '/media/support/videos/wls_1/wls_1'],
    ['/media/', '/support/videos/', 'wls_1', '/media/support/videos/wls_1/wls_1'],
    ['https://cdn.example', 'a', 'x', 'https://cdn.example/a/x/x'],
    ['', 'a', 'x', 'a/x/x'],
  ])('%j + %j + %j is %j', (host, folder, name, expected) => {
    expect(mediaStem(host, folder, name)).toBe(expected);
  });

  it('thumbnail is _360.jpg; poster _480.jpg, or _640x360.jpg for B2B', () => {
    expect(thumbnailUrl(stem)).toBe(`${stem}_360.jpg`);
    expect(posterUrl(stem, false)).toBe(`${stem}_480.jpg`);
    expect(posterUrl(stem, true)).toBe(`${stem}_640x360.jpg`);
  });

  it.each([
    [false, `${stem}_480`, `${stem}.m3u8`, `${stem}_480.mp4`],
    [true, stem, `${stem}.m3u8`, `${stem}.mp4`],
  ])('B2B %s: name %s, sources [HLS %s, mp4 %s]', (b2b, name, hls, mp4) => {
    expect(sourceName(stem, b2b)).toBe(name);
    expect(deriveSources(stem, b2b)).toEqual([
      { src: hls, type: 'application/x-mpegURL' },
      { src: mp4, type: 'video/mp4' },
    ]);
  });

  it.each([
    ['a/b_480', 'a/b'],
    ['a/b', 'a/b'],
    ['a/b_480_480', 'a/b_480'],
    ['a/b_4800', 'a/b_4800'],
  ])('stream name of %s is %s', (name, stream) => {
    expect(streamName(name)).toBe(stream);
  });

  it('caption file is .vtt', () => {
    expect(captionFileUrl(stem)).toBe(`${stem}.vtt`);
  });
});

it.each([
  [['attvideo_category:B2B/wireless'], true],
  [['attvideo_category:sales/wireless'], false],
  [[], false],
  [['x', 'smallbusiness B2B'], true],
])('isB2B(%j) is %s', (categories, expected) => {
  expect(isB2B(categories)).toBe(expected);
});

it.each([
  ['2024-03-14', '2024-03-14'],
  ['2024-03-14T12:00:00Z', '2024-03-14'],
  ['14/03/2024', ''],
  ['', ''],
])('date of %j is %j', (input, date) => {
  expect(deriveDate(input)).toBe(date);
});

describe('parseLinkOverlays', () => {
  it('maps {n, u, bc, b, e, p}, defaulting the position to centerleft', () => {
    const entries = [
      JSON.stringify({ n: 'Shop', u: '/shop', bc: 'blue', b: '2', e: '0:06', p: 'topright' }),
      JSON.stringify({ n: 'More', u: '/more', bc: 'white', b: 1, e: 3, p: 'sideways' }),
    ];
    expect(parseLinkOverlays(entries)).toEqual([
      { begin: 2, end: 6, link: '/shop', title: 'Shop', bgColor: 'blue', position: 'topright' },
      { begin: 1, end: 3, link: '/more', title: 'More', bgColor: 'white', position: 'centerleft' },
    ]);
  });

  it.each(HOSTILE_URLS)('drops the unsafe overlay url %j and logs it', (url) => {
    const onError = vi.fn();
    const entries = [JSON.stringify({ n: 'Bad', u: url }), JSON.stringify({ n: 'Ok', u: '/ok' })];
    expect(parseLinkOverlays(entries, onError).map((link) => link.link)).toEqual(['/ok']);
    expect(onError).toHaveBeenCalledWith('linkUrl entry has an unsafe url: dropped');
  });

  it('logs and ignores bad JSON and entries without a url', () => {
    const onError = vi.fn();
    expect(parseLinkOverlays(['{bad', JSON.stringify({ n: 'x' })], onError)).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('deriveMetadata', () => {
  const common = CommonSchema.parse({
    adminDisplay: 'wls_5001039',
    folderPath: 'support/videos',
    timelineCaptions: '[{"b":"00:00:00.000","t":"Hello<br>there.","e":"00:00:02.400"}]',
    startMode: '1',
    state: 'Active',
    launchDate: '2024-03-14',
    category: ['attvideo_category:support/wireless', 'attvideo_category:support/devices', 42],
    length: '1:24',
    windowTitle: 'Restart',
    description: 'How to restart',
    linkUrl: ['{oops'],
    recommendedVideoIds: ['5000858'],
    hoverToggle: 'TRUE',
    hoverTime: '{"b":"2","e":"6"}',
    extraField: 'ignored',
  });

  it('derives every value the widget uses', () => {
    const onError = vi.fn();
    const m = deriveMetadata(common, { requestedId: '5001039', mediaHost: '/media', onError });
    const base = '/media/support/videos/wls_5001039/wls_5001039';
    expect(m).toEqual({
      id: '5001039',
      title: 'Restart',
      description: 'How to restart',
      alt: 'wls_5001039',
      state: 'Active',
      startMode: '1',
      seconds: 84,
      durationText: '1:24',
      isoDuration: 'PT1M24S',
      date: '2024-03-14',
      categories: ['attvideo_category:support/wireless', 'attvideo_category:support/devices'],
      isB2B: false,
      thumbnail: `${base}_360.jpg`,
      poster: `${base}_480.jpg`,
      sources: [
        { src: `${base}.m3u8`, type: 'application/x-mpegURL' },
        { src: `${base}_480.mp4`, type: 'video/mp4' },
      ],
      addedSources: [],
      dashSource: { src: `${base}.mpd`, type: 'application/dash+xml' },
      captionFile: `${base}.vtt`,
      captions: [{ begin: 0, end: 2, text: 'Hello there.' }],
      otherCaptionTracks: [],
      links: [],
      recommendedVideoIds: ['5000858'],
      chapters: [],
      hoverToggle: true,
      hover: { begin: 2, end: 6 },
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('prefers the feed id, and fills missing optional fields with empty values', () => {
    const minimal = CommonSchema.parse({ adminDisplay: 'x', id: 77, length: null });
    const m = deriveMetadata(minimal, { requestedId: 'asked', mediaHost: '/media' });
    expect(m.id).toBe('77');
    expect(m.seconds).toBe(0);
    expect(m.captions).toEqual([]);
    expect(m.poster).toBe('/media/x/x_480.jpg');
  });

  it('rejects a common object without adminDisplay', () => {
    expect(FeedSchema.safeParse({ common: { windowTitle: 'x' } }).success).toBe(false);
    expect(FeedSchema.safeParse({}).success).toBe(false);
  });
});

describe('built-in samples', () => {
  it.each([
    '5001039',
    '5000858',
    '5001067',
    'av00024',
    '5001008',
    '5001106',
    '4300484',
    '5001172',
    '7000110',
  ])('sample %s parses and is active', (id) => {
    const parsed = CommonSchema.parse((samples as Record<string, unknown>)[id]);
    expect(parsed.state).toBe('Active');
    expect(parsed.adminDisplay).toBe(`wls_${id}`);
    expect(
      deriveMetadata(parsed, { requestedId: id, mediaHost: '/media' }).captions.length,
    ).toBeGreaterThan(0);
  });
});

describe('poster retry', () => {
  it.each([
    ['/m/a_480.jpg', 'phone', '/m/a_400.jpg'],
    ['/m/a_480.jpg', 'tablet', '/m/a_450.jpg'],
    ['/m/a_480.jpg', 'desktop', '/m/a_500.jpg'],
    ['/m/a_640x360.jpg', 'desktop', '/m/a_500.jpg'],
  ] as const)('%s on a %s retries %s', (poster, device, retry) => {
    expect(posterRetryUrl(poster, device)).toBe(retry);
  });
});

const ctx = { requestedId: 'x', mediaHost: '/media' };

describe('chaptered videos', () => {
  it('each chapteredVideo entry becomes a part with its own sources and length', () => {
    const m = deriveMetadata(FeedSchema.parse(chaptered).common, ctx);
    expect(m.chapters.map((c) => [c.title, c.seconds, c.durationText])).toEqual([
      ['Check your data usage', 8, '0:08'],
      ['Move contacts to a new phone', 9, '0:09'],
    ]);
    expect(m.chapters[1]?.sources[1]?.src).toBe(
      '/media/support/videos/wls_5001106/wls_5001106_480.mp4',
    );
    // The whole video lasts as long as its parts.
    expect(m.seconds).toBe(17);
  });

  it('bad entries are logged and left out', () => {
    const onError = vi.fn();
    const parts = parseChapters(
      [
        '{not json',
        JSON.stringify({ windowTitle: 'no admin display' }),
        JSON.stringify({ adminDisplay: 'a', length: '0:00' }),
        JSON.stringify({ adminDisplay: 'b', length: '0:05' }),
      ],
      { mediaHost: '', onError },
    );
    expect(parts.map((p) => p.title)).toEqual(['b']);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('a part keeps its own added sources for the player', () => {
    const parts = parseChapters(
      [
        JSON.stringify({
          adminDisplay: 'wls_a',
          folderPath: 'f',
          length: '0:05',
          sources: ['wls_a_720.mp4'],
        }),
      ],
      ctx,
    );
    expect(parts[0]?.addedSources).toEqual(['wls_a_720.mp4']);
  });

  it('a video without chapters has none and keeps its own length', () => {
    const m = deriveMetadata(FeedSchema.parse(showcase).common, ctx);
    expect(m.chapters).toEqual([]);
    expect(m.seconds).toBe(8);
    expect(m.overlayText?.heading).toBe('Save on every line');
    // The unsafe link button is dropped at the boundary.
    expect(m.links.map((l) => l.title)).toEqual(['See plans', 'Get help']);
    expect(m.links[1]?.position).toBe('centerleft');
  });
});

describe('added sources (spec §3: "plus any added ones")', () => {
  const added = (sources: unknown) =>
    deriveMetadata(CommonSchema.parse({ adminDisplay: 'wls_1', sources }), ctx).addedSources;

  it.each<[string, unknown, unknown[]]>([
    ['none in the feed', undefined, []],
    ['null', null, []],
    ['a list, kept as sent', ['a.mp4', { src: 'b.m3u8' }, 7], ['a.mp4', { src: 'b.m3u8' }, 7]],
    ['text, not a list', 'wls_1_720.mp4', []],
    ['an object, not a list', { src: 'wls_1_720.mp4' }, []],
  ])('%s: %j', (_name, sources, entries) => {
    expect(added(sources)).toEqual(entries);
  });
});

describe('untranslatedVideo', () => {
  it.each([
    ['', '', true],
    ['Título', '', false],
    ['', 'Descripción', false],
    ['  ', ' ', true],
  ])('title %j, description %j: untranslated %s', (windowTitle, description, expected) => {
    expect(untranslatedVideo({ windowTitle, description })).toBe(expected);
  });
});
