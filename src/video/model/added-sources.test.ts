import { describe, expect, it, vi } from 'vitest';
import { parseAddedSources, playerSources, sourceAddress, sourceType } from './added-sources.ts';
import { CommonSchema, deriveMetadata, type VideoSource } from './metadata.ts';
import { HOSTILE_URLS } from '../../../tests/support/hostile-urls.ts';

const folder = '/media/support/videos/wls_1';
const derived: VideoSource[] = [
  { src: `${folder}/wls_1.m3u8`, type: 'application/x-mpegURL' },
  { src: `${folder}/wls_1_480.mp4`, type: 'video/mp4' },
];
const parse = (entries: unknown[], onError = vi.fn()) =>
  parseAddedSources(entries, { mediaFolder: folder, derived, onError });

describe('sourceType: the stated type, else the extension', () => {
  it.each([
    ['/a/b.mp4', undefined, 'video/mp4'],
    ['/a/b.MP4?token=1#t=2', undefined, 'video/mp4'],
    ['/a/b.m3u8', undefined, 'application/x-mpegURL'],
    ['/a/b.mpd', undefined, 'application/dash+xml'],
    ['/a/b.webm', undefined, undefined],
    ['/a/b', undefined, undefined],
    ['/a/b', 'VIDEO/MP4', 'video/mp4'],
    ['/a/b', ' application/x-mpegurl ', 'application/x-mpegURL'],
    ['/a/b.mp4', 'video/ogg', undefined],
    ['/a/b.mp4', '', undefined],
  ])('%s stated %j is %j', (src, stated, expected) => {
    expect(sourceType(src, stated)).toBe(expected);
  });
});

describe('sourceAddress: a file name is in the video folder; else the media rule', () => {
  it.each([
    ['wls_1_720.mp4', `${folder}/wls_1_720.mp4`],
    [' wls_1-hd.m3u8 ', `${folder}/wls_1-hd.m3u8`],
    ['/media/other/x.mp4', '/media/other/x.mp4'],
    ['https://cdn.example/x.mp4', 'https://cdn.example/x.mp4'],
    ['http://cdn.example/x.mp4', 'http://cdn.example/x.mp4'],
    ['..', undefined],
    ['.hidden.mp4', undefined],
    ['../other/x.mp4', undefined],
    ['sub/x.mp4', undefined],
    ['?x.mp4', undefined],
    ['//evil.example/x.mp4', undefined],
    ['mailto:a@example.com', undefined],
    ['tel:+15551234', undefined],
    ['', undefined],
  ])('%j is %j', (src, expected) => {
    expect(sourceAddress(src, folder)).toBe(expected);
  });

  it.each(HOSTILE_URLS)('never loads %j', (url) => {
    expect(sourceAddress(url, folder)).toBeUndefined();
  });
});

describe('parseAddedSources', () => {
  it.each<[string, unknown[], VideoSource[]]>([
    [
      'an object',
      [{ src: 'wls_1_720.mp4' }],
      [{ src: `${folder}/wls_1_720.mp4`, type: 'video/mp4' }],
    ],
    [
      'JSON text with a stated type',
      ['{"src":"https://cdn.example/live","type":"application/x-mpegURL"}'],
      [{ src: 'https://cdn.example/live', type: 'application/x-mpegURL' }],
    ],
    [
      'an address alone',
      ['/media/dash/wls_1.mpd'],
      [{ src: '/media/dash/wls_1.mpd', type: 'application/dash+xml' }],
    ],
    [
      'several, in the feed order',
      ['b.m3u8', { src: 'a.mp4' }],
      [
        { src: `${folder}/b.m3u8`, type: 'application/x-mpegURL' },
        { src: `${folder}/a.mp4`, type: 'video/mp4' },
      ],
    ],
    ['none', [], []],
  ])('%s', (_name, entries, expected) => {
    const onError = vi.fn();
    expect(parse(entries, onError)).toEqual(expected);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['not JSON', '{src: nope'],
    ['no src', { type: 'video/mp4' }],
    ['src not text', { src: 42 }],
    ['a number', 7],
    ['null', null],
    ['an unsafe address', { src: 'javascript:alert(1)//.mp4' }],
    ['another site without a scheme', { src: '//evil.example/x.mp4' }],
    ['an unknown type', { src: 'a.webm' }],
    ['a stated type the player does not know', { src: 'a.mp4', type: 'video/ogg' }],
  ])('leaves out and logs %s', (_name, entry) => {
    const onError = vi.fn();
    expect(parse([entry, 'ok.mp4'], onError)).toEqual([
      { src: `${folder}/ok.mp4`, type: 'video/mp4' },
    ]);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatch(/^sources entry 0 /);
  });

  it('lists a source once, and never one the derived sources already have', () => {
    expect(parse(['wls_1_480.mp4', 'x.mp4', { src: `${folder}/x.mp4` }])).toEqual([
      { src: `${folder}/x.mp4`, type: 'video/mp4' },
    ]);
  });
});

describe('playerSources: the derived sources, then the added ones', () => {
  const withSources = (sources: unknown, category: string[] = [], onError = vi.fn()) =>
    playerSources(
      deriveMetadata(
        CommonSchema.parse({
          adminDisplay: 'wls_1',
          folderPath: 'support/videos',
          category,
          sources,
        }),
        { requestedId: '1', mediaHost: '/media' },
      ),
      onError,
    ).map((s) => s.src);
  const base = `${folder}/wls_1`;

  it.each<[string, unknown, string[], string[]]>([
    ['none in the feed', undefined, [], [`${base}.m3u8`, `${base}_480.mp4`]],
    ['not a list', 'wls_1_720.mp4', [], [`${base}.m3u8`, `${base}_480.mp4`]],
    [
      'a rendition and a stream',
      ['wls_1_720.mp4', '{"src":"https://cdn.example/wls_1/master.m3u8"}'],
      [],
      [
        `${base}.m3u8`,
        `${base}_480.mp4`,
        `${base}_720.mp4`,
        'https://cdn.example/wls_1/master.m3u8',
      ],
    ],
    [
      'after the plain B2B name',
      [{ src: 'wls_1_1080.mp4' }],
      ['B2B'],
      [`${base}.m3u8`, `${base}.mp4`, `${base}_1080.mp4`],
    ],
    [
      'only the safe ones',
      ['javascript:alert(1)', '//evil.example/x.mp4', { src: 'x.webm' }, '/media/ok.mp4'],
      [],
      [`${base}.m3u8`, `${base}_480.mp4`, '/media/ok.mp4'],
    ],
  ])('%s', (_name, sources, category, expected) => {
    expect(withSources(sources, category)).toEqual(expected);
  });

  it('logs each entry it leaves out', () => {
    const onError = vi.fn();
    withSources(['{bad', 'a.ogg'], [], onError);
    expect(onError.mock.calls.map(([message]) => message)).toEqual([
      'sources entry 0 is not a source: left out',
      'sources entry 1 has no type the player knows: left out',
    ]);
  });
});
