import { describe, expect, it } from 'vitest';
import { CommonSchema, deriveMetadata, FeedSchema } from './metadata.ts';
import { jsonLd, videoObject } from './structured-data.ts';
import chaptered from '../../../sandbox/video/feeds/9100001.json';
import single from '../../../sandbox/video/feeds/5001039.json';

const metadata = deriveMetadata(
  CommonSchema.parse({
    adminDisplay: 'wls_1',
    folderPath: 'support/videos',
    windowTitle: 'Title </script><script>x',
    description: 'About',
    launchDate: '2024-03-14',
    length: '1:24',
  }),
  { requestedId: '1', mediaHost: '/media' },
);

it('describes the video as a VideoObject with absolute URLs', () => {
  expect(videoObject(metadata, 'https://www.example')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Title </script><script>x',
    description: 'About',
    thumbnailUrl: 'https://www.example/media/support/videos/wls_1/wls_1_360.jpg',
    uploadDate: '2024-03-14',
    duration: 'PT1M24S',
    contentUrl: 'https://www.example/media/support/videos/wls_1/wls_1_480.mp4',
  });
});

it('cannot close its script element early', () => {
  const text = jsonLd(videoObject(metadata, 'https://www.example'));
  expect(text).not.toContain('</script>');
  expect(JSON.parse(text)).toMatchObject({ name: 'Title </script><script>x' });
});

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

it('names the language of its texts only when given one', () => {
  expect(videoObject(metadata, 'https://www.example', undefined, 'es-US')).toMatchObject({
    inLanguage: 'es-US',
  });
  expect(videoObject(metadata, 'https://www.example')).not.toHaveProperty('inLanguage');
});
