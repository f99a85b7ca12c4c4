import { describe, expect, it } from 'vitest';
import { CommonSchema, deriveMetadata } from './metadata.ts';
import { recommendedItem } from './recommended.ts';
import { videoObject } from './structured-data.ts';

const video = (patch: Record<string, unknown>) =>
  deriveMetadata(
    CommonSchema.parse({ adminDisplay: 'wls_5000858', folderPath: 'support/videos', ...patch }),
    { requestedId: '5000858', mediaHost: '/media' },
  );
const poster = '/media/support/videos/wls_5000858/wls_5000858_480.jpg';

describe('recommendedItem: the end screen item of spec §3', () => {
  it.each([
    [
      'a titled video',
      { windowTitle: 'Set up Wi-Fi Calling', length: '0:12' },
      { duration: 12, id: '5000858', posterImageUrl: poster, title: 'Set up Wi-Fi Calling' },
    ],
    [
      'a video without a title is named by its media name',
      { length: '1:05' },
      { duration: 65, id: '5000858', posterImageUrl: poster, title: 'wls_5000858' },
    ],
    [
      'a B2B video has the B2B poster and the feed id',
      { id: '7000110', category: ['B2B'], windowTitle: 'Business', length: '0:30' },
      {
        duration: 30,
        id: '7000110',
        posterImageUrl: '/media/support/videos/wls_5000858/wls_5000858_640x360.jpg',
        title: 'Business',
      },
    ],
  ])('%s', (_name, patch, expected) => {
    const metadata = video(patch);
    expect(recommendedItem(metadata, 'https://s.test')).toEqual({
      ...expected,
      recommendedVideo: true,
      seoData: videoObject(metadata, 'https://s.test'),
    });
  });

  it('its search data names the video with absolute addresses', () => {
    const item = recommendedItem(video({ windowTitle: 'Wi-Fi', length: '0:12' }), 'https://s.test');
    expect(item.seoData).toMatchObject({
      '@type': 'VideoObject',
      name: 'Wi-Fi',
      thumbnailUrl: expect.stringMatching(/^https:\/\/s\.test\/media\//),
    });
  });
});
