import { describe, expect, it, vi } from 'vitest';
import { feedbackPayload, interactPayload } from '../analytics.ts';
import { deriveMetadata, FeedSchema, parseChapters } from './metadata.ts';
import chaptered from '../../../sandbox/video/feeds/9100001.json';
import showcase from '../../../sandbox/video/feeds/9100002.json';

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

describe('feedback and link analytics', () => {
  it.each([
    [{ rating: 4, comment: 'ok', kind: 'stars' as const }, '4', '4'],
    [{ rating: 5, comment: 'ok', kind: 'Thumbs' as const }, '5', 'up'],
    [{ rating: 1, comment: 'ok', kind: 'Thumbs' as const }, '1', 'down'],
  ])('%j', (result, feedbackRating, starRating) => {
    expect(feedbackPayload(result)).toEqual({
      feedbackRating,
      starRating,
      feedbackComments: 'ok',
    });
  });
  it('a link click carries videoControlLinkUrl', () => {
    expect(
      interactPayload({
        control: 'Link Button',
        action: '1',
        location: 'Video',
        linkUrl: '/wireless',
      }),
    ).toMatchObject({ videoControlName: 'Link Button', videoControlLinkUrl: '/wireless' });
  });
});
