import { describe, expect, it, vi } from 'vitest';
import { fetchVideoMetadata, helpfulVideoIds } from './video-metadata.ts';
import type { FeedContext } from './context.ts';
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
