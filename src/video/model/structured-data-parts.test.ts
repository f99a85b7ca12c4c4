import { describe, expect, it, vi } from 'vitest';
import { fetchVideoMetadata, helpfulVideoIds } from '../../feeds/video-metadata.ts';
import type { FeedContext } from '../../feeds/context.ts';
import { helpfulVideoLd } from '../../components/landing/video-structured-data.ts';
import { deriveMetadata, FeedSchema } from './metadata.ts';
import { videoObject } from './structured-data.ts';
import chaptered from '../../../sandbox/video/feeds/9100001.json';
import single from '../../../sandbox/video/feeds/5001039.json';

const ctx = { requestedId: 'x', mediaHost: '/media' };
const chapteredMeta = deriveMetadata(FeedSchema.parse(chaptered).common, ctx);
const singleMeta = deriveMetadata(FeedSchema.parse(single).common, ctx);

describe('VideoObject with parts', () => {
  it('a chaptered video has a Clip per part with its offsets and a deep link', () => {
    const object = videoObject(
      chapteredMeta,
      'https://example.test',
      'https://example.test/wireless',
    );
    expect(object.duration).toBe('PT17S');
    expect(object.contentUrl).toBe(
      'https://example.test/media/support/videos/wls_5001067/wls_5001067_480.mp4',
    );
    expect(object.hasPart).toEqual([
      {
        '@type': 'Clip',
        name: 'Check your data usage',
        startOffset: 0,
        endOffset: 8,
        url: 'https://example.test/wireless#t=0',
      },
      {
        '@type': 'Clip',
        name: 'Move contacts to a new phone',
        startOffset: 8,
        endOffset: 17,
        url: 'https://example.test/wireless#t=8',
      },
    ]);
  });
  it('a single video has no hasPart', () => {
    expect(videoObject(singleMeta, 'https://example.test')).not.toHaveProperty('hasPart');
  });
});

const section = (videoId?: string) => ({
  title: 't',
  description: '',
  media: videoId
    ? ({ kind: 'video', videoId } as const)
    : ({ kind: 'text', src: '', text: '' } as const),
  links: [],
  buttons: [],
});

describe('helpful-info video search data', () => {
  it('one VideoObject per shown video id, only for loaded metadata', () => {
    const blocks = [
      { panels: [{ slot: 'panel0', sections: [section('5001039'), section(), section('404')] }] },
      { panels: [{ slot: 'panel0', sections: [section('5001039')] }] },
    ];
    const ld = helpfulVideoLd(
      blocks,
      { '5001039': singleMeta },
      'https://example.test',
      '/wireless',
    );
    expect(ld).toHaveLength(1);
    expect(JSON.parse(ld[0] ?? '')).toMatchObject({
      '@type': 'VideoObject',
      name: 'How to restart your phone',
    });
    expect(helpfulVideoLd(blocks, undefined, 'https://example.test', '/wireless')).toEqual([]);
  });

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
