import { describe, expect, it } from 'vitest';
import { videoTile } from './video-tile.ts';
import { deriveMetadata, FeedSchema, type VideoMetadata } from '../../video/model/metadata.ts';
import single from '../../../sandbox/video/feeds/5001039.json';
import chaptered from '../../../sandbox/video/feeds/9100003.json';

const derive = (feed: unknown): VideoMetadata =>
  deriveMetadata(FeedSchema.parse(feed).common, { requestedId: 'x', mediaHost: '/media' });

describe('videoTile', () => {
  it("takes the poster, title and duration the widget shows from the video's metadata", () => {
    expect(videoTile(derive(single))).toEqual({
      poster: '/media/support/videos/wls_5001039/wls_5001039_480.jpg',
      title: 'How to restart your phone',
      durationText: '0:10',
    });
  });

  it("gives a chaptered video its parts' whole length", () => {
    expect(videoTile(derive(chaptered))).toMatchObject({
      title: 'Set up your new phone, step by step',
      durationText: '2:00',
    });
  });

  const metadata = derive(single);
  it.each<[string, VideoMetadata | undefined, ReturnType<typeof videoTile>]>([
    ['no metadata (retired, failed): no tile', undefined, undefined],
    ['no title: no tile (a link needs words)', { ...metadata, title: '  ' }, undefined],
    ['no poster: no tile', { ...metadata, poster: '' }, undefined],
    [
      'no length: no duration',
      { ...metadata, seconds: 0, durationText: '0:00' },
      { poster: metadata.poster, title: metadata.title },
    ],
    [
      'English standing in on a Spanish page: the title is marked',
      { ...metadata, lang: 'en' },
      { poster: metadata.poster, title: metadata.title, durationText: '0:10', titleLang: 'en' },
    ],
  ])('%s', (_, given, expected) => {
    expect(videoTile(given)).toEqual(expected);
  });
});
