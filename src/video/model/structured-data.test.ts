import { describe, expect, it } from 'vitest';
import { CommonSchema, deriveMetadata, FeedSchema } from './metadata.ts';
import { jsonLd, videoObject, watchPageVideoObject } from './structured-data.ts';
import { structuredDataProblems } from '../../../tests/support/structured-data.ts';
import chaptered from '../../../sandbox/video/feeds/9100001.json';
import single from '../../../sandbox/video/feeds/5001039.json';
import stepByStep from '../../../sandbox/video/feeds/9100003.json';

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

describe('the watch page VideoObject', () => {
  const url = 'https://example.test/support/videos/9100003';
  const steps = deriveMetadata(FeedSchema.parse(stepByStep).common, ctx);

  it('carries what Google requires, a Clip per chapter at ?t= and a SeekToAction on the page', () => {
    expect(watchPageVideoObject(steps, { url, origin: 'https://example.test' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Set up your new phone, step by step',
      description:
        'Charge and turn on your new phone, insert your SIM card and bring your contacts across.',
      thumbnailUrl: 'https://example.test/media/support/videos/wls_9100003/wls_9100003_360.jpg',
      uploadDate: '2024-10-21T12:00:00Z',
      duration: 'PT2M',
      contentUrl: 'https://example.test/media/support/videos/wls_9100031/wls_9100031_480.mp4',
      hasPart: [
        {
          '@type': 'Clip',
          name: 'Charge and turn on your phone',
          startOffset: 0,
          endOffset: 30,
          url: `${url}?t=0`,
        },
        {
          '@type': 'Clip',
          name: 'Insert your SIM card',
          startOffset: 30,
          endOffset: 70,
          url: `${url}?t=30`,
        },
        {
          '@type': 'Clip',
          name: 'Bring your contacts across',
          startOffset: 70,
          endOffset: 120,
          url: `${url}?t=70`,
        },
      ],
      potentialAction: {
        '@type': 'SeekToAction',
        target: `${url}?t={seek_to_second_number}`,
        'startOffset-input': 'required name=seek_to_second_number',
      },
    });
  });

  it('passes every rule of the rich-result check', () => {
    const object = watchPageVideoObject(steps, { url, origin: 'https://example.test' });
    expect(structuredDataProblems(object, { pageUrl: url })).toEqual([]);
  });

  it('names the page by its address alone: a query or fragment given with it is dropped', () => {
    const object = watchPageVideoObject(steps, {
      url: `${url}?t=75#transcript`,
      origin: 'https://example.test',
    });
    expect(object?.potentialAction?.target).toBe(`${url}?t={seek_to_second_number}`);
    expect(object?.hasPart?.[1]?.url).toBe(`${url}?t=30`);
  });

  it('names the language of its texts only when given one', () => {
    const page = { url, origin: 'https://example.test' };
    expect(watchPageVideoObject(steps, { ...page, inLanguage: 'es-US' })).toMatchObject({
      inLanguage: 'es-US',
    });
    expect(watchPageVideoObject(steps, page)).not.toHaveProperty('inLanguage');
  });

  it.each([
    ['a single video of 10 s', singleMeta, false],
    ['a chaptered video of 17 s', chapteredMeta, false],
    ['the 2-minute chaptered video', steps, true],
  ])('%s: key moments only from 30 s up', (_case, video, moments) => {
    const object = watchPageVideoObject(video, { url, origin: 'https://example.test' });
    expect(object).toBeDefined();
    expect(object?.hasPart !== undefined).toBe(moments);
    expect(object?.potentialAction !== undefined).toBe(moments);
  });

  it('gives a long single video a SeekToAction and no Clips', () => {
    const long = { ...singleMeta, seconds: 95, isoDuration: 'PT1M35S' };
    const object = watchPageVideoObject(long, { url, origin: 'https://example.test' });
    expect(object).not.toHaveProperty('hasPart');
    expect(object?.potentialAction?.target).toBe(`${url}?t={seek_to_second_number}`);
  });

  it('leaves out a part too short to start on a second of its own', () => {
    const [first, second, third] = steps.chapters;
    if (!first || !second || !third) throw new Error('the sample has three chapters');
    const blip = { ...steps, chapters: [first, { ...second, seconds: 0.4 }, third] };
    const object = watchPageVideoObject(blip, { url, origin: 'https://example.test' });
    expect(object?.hasPart?.map((clip) => [clip.startOffset, clip.endOffset])).toEqual([
      [0, 30],
      [30, 80],
    ]);
  });

  it.each([
    ['no title', { title: ' ' }],
    ['no launch date', { date: '' }],
    ['no thumbnail', { thumbnail: '' }],
  ])('is undefined with %s (a required property)', (_case, change) => {
    expect(
      watchPageVideoObject({ ...steps, ...change }, { url, origin: 'https://example.test' }),
    ).toBeUndefined();
  });
});
