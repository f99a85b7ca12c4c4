import { expect, it } from 'vitest';
import { CommonSchema, deriveMetadata } from './metadata.ts';
import { jsonLd, videoObject } from './structured-data.ts';

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
