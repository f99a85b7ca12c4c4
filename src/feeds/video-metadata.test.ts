import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchVideoMetadata,
  helpfulVideoIds,
  readVideo,
  videoHasVersionIn,
} from './video-metadata.ts';
import { createFeedContext, type FeedContext } from './context.ts';
import { captureFallbackLines } from '../../tests/support/feeds.ts';
import chaptered from '../../sandbox/video/feeds/9100001.json';
import single from '../../sandbox/video/feeds/5001039.json';

describe('helpful-info video search data', () => {
  it('collects the helpful-info video ids once each', () => {
    const tab = (idx: string) => ({
      sections: [
        {
          title: idx,
          videoThumbnail: [{ idx }],
          imageThumbnail: [],
          textOnly: [],
          linkGroup: [],
          ctaGroup: [],
        },
      ],
    });
    expect(
      helpfulVideoIds([
        { tabs: [tab('1'), tab('2')] as never },
        undefined,
        { tabs: [tab('1')] as never },
      ]),
    ).toEqual(['1', '2']);
  });
});

describe('server video metadata', () => {
  const feeds = (fetchImpl: typeof fetch): FeedContext =>
    ({
      upstreams: { video: 'http://video.test' },
      locale: 'en',
      callOptions: { fetchImpl, forward: { cookie: 'secret' } },
    }) as unknown as FeedContext;

  it('reads the feed without the visitor headers and derives the metadata', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(chaptered)));
    const metadata = await fetchVideoMetadata(
      feeds(fetchImpl as unknown as typeof fetch),
      '9100001',
    );
    expect(metadata?.chapters).toHaveLength(2);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://video.test/idpcms/videos/prod/9100001.cmsfeed.js');
    expect(new Headers(init.headers).has('cookie')).toBe(false);
  });

  it('a retired video has no search data; a failing service throws (the loader logs it)', async () => {
    const eol = { common: { ...single.common, state: 'EOL' } };
    expect(
      await fetchVideoMetadata(
        feeds((async () => new Response(JSON.stringify(eol))) as unknown as typeof fetch),
        '1',
      ),
    ).toBeUndefined();
    await expect(
      fetchVideoMetadata(
        feeds((async () => new Response('', { status: 500 })) as unknown as typeof fetch),
        '1',
      ),
    ).rejects.toThrow();
  });
});

describe('server video metadata in the page language', () => {
  const spanishCommon = {
    ...single.common,
    windowTitle: 'Cómo reiniciar su teléfono',
    description: 'Reinicie un teléfono que no responde en pocos pasos.',
  };
  /** A Spanish page's context whose video service answers `es` for locale=es-US, else English. */
  const spanishPage = (es: () => Response) => {
    const urls: string[] = [];
    const ctx = createFeedContext({
      upstreams: { video: 'http://video.test' },
      forward: {},
      locale: 'es',
      fetchImpl: async (input) => {
        const url = new URL(String(input));
        urls.push(`${url.pathname}${url.search}`);
        return url.searchParams.get('locale') === 'es-US'
          ? es()
          : new Response(JSON.stringify(single));
      },
    });
    return { ctx, urls };
  };
  let capture: ReturnType<typeof captureFallbackLines>;
  beforeEach(() => (capture = captureFallbackLines()));
  afterEach(() => capture.restore());

  it('asks with locale=es-US and uses the Spanish metadata, unmarked', async () => {
    const { ctx, urls } = spanishPage(
      () => new Response(JSON.stringify({ common: spanishCommon })),
    );
    const metadata = await fetchVideoMetadata(ctx, '5001039');
    expect(urls).toContain('/idpcms/videos/prod/5001039.cmsfeed.js?locale=es-US');
    expect(metadata).toMatchObject({ title: 'Cómo reiniciar su teléfono' });
    expect(metadata?.lang).toBeUndefined();
    expect(capture.lines).toEqual([]);
  });

  it.each([
    ['answers 404', '5001008', () => new Response('{"error":"no es"}', { status: 404 })],
    [
      'has no title or description',
      '5001067',
      () =>
        new Response(
          JSON.stringify({ common: { ...single.common, windowTitle: '', description: '' } }),
        ),
    ],
  ])(
    'a video whose Spanish version %s shows the English one, marked en and logged once',
    async (_name, id, es) => {
      const { ctx, urls } = spanishPage(es);
      const first = await fetchVideoMetadata(ctx, id);
      await fetchVideoMetadata(ctx, id);
      expect(urls).toContain(`/idpcms/videos/prod/${id}.cmsfeed.js`);
      expect(first).toMatchObject({ title: 'How to restart your phone', lang: 'en' });
      expect(capture.lines).toEqual([`video has no '${id}' in es; the English block is shown`]);
    },
  );

  it('an English page asks without a locale, as it always has', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(single)));
    const ctx = createFeedContext({
      upstreams: { video: 'http://video.test' },
      forward: {},
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    const metadata = await fetchVideoMetadata(ctx, '5001039');
    expect(fetchImpl.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      'http://video.test/idpcms/videos/prod/5001039.cmsfeed.js',
    ]);
    expect(metadata?.lang).toBeUndefined();
  });
});

describe('what the service says of a video (the watch pages)', () => {
  const answering =
    (byLocale: Record<string, () => Response>, locale: 'en' | 'es' = 'en') =>
    () =>
      createFeedContext({
        upstreams: { video: 'http://video.test' },
        forward: {},
        locale,
        fetchImpl: async (input) => {
          const tag = new URL(String(input)).searchParams.get('locale') ?? 'en-US';
          return (byLocale[tag] ?? (() => new Response('{}', { status: 404 })))();
        },
      });
  const feed = (state: string) => () =>
    new Response(JSON.stringify({ common: { ...single.common, state } }));
  const status = (code: number) => () => new Response('{"error":"x"}', { status: code });

  it.each([
    ['Active', 'active'],
    ['EOL', 'eol'],
    ['eol', 'eol'],
    ['Inactive', 'inactive'],
    ['', 'active'],
  ])('state %j is %s, with its metadata', async (state, expected) => {
    const read = await readVideo(answering({ 'en-US': feed(state) })(), '5001039');
    expect(read).toMatchObject({ kind: 'found', state: expected });
    if (read.kind === 'found') expect(read.metadata.title).toBe('How to restart your phone');
  });

  it('an id the service answers 404 for is unknown, in either language', async () => {
    expect(await readVideo(answering({ 'en-US': status(404) })(), '0000000')).toEqual({
      kind: 'unknown',
    });
    expect(
      await readVideo(answering({ 'en-US': status(404), 'es-US': status(404) }, 'es')(), '0'),
    ).toEqual({ kind: 'unknown' });
  });

  it('any other failure throws: an outage is never taken for a missing video', async () => {
    await expect(readVideo(answering({ 'en-US': status(500) })(), '1')).rejects.toThrow();
    // No Spanish version and the English call failing: a failure, not an unknown video.
    await expect(
      readVideo(answering({ 'en-US': status(503), 'es-US': status(404) }, 'es')(), '1'),
    ).rejects.toThrow();
  });

  it('whether a Spanish version exists is asked in Spanish alone', async () => {
    const has = (es: () => Response) =>
      videoHasVersionIn(answering({ 'es-US': es })(), '5001039', 'es');
    expect(await has(feed('Active'))).toBe(true);
    expect(await has(status(404))).toBe(false);
    expect(
      await has(
        () =>
          new Response(
            JSON.stringify({ common: { ...single.common, windowTitle: '', description: '' } }),
          ),
      ),
    ).toBe(false);
    await expect(has(status(500))).rejects.toThrow();
  });
});
