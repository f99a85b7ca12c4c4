import { describe, expect, it } from 'vitest';
import { isoDurationSeconds, structuredDataProblems } from './structured-data.ts';

const page = 'https://s.test/support/videos/9100003';

/** A watch page's VideoObject as Google's video structured data documents it. */
const valid = () => ({
  '@context': 'https://schema.org',
  '@type': 'VideoObject',
  name: 'Set up your new phone',
  description: 'Charge it, insert the SIM card, bring your contacts.',
  thumbnailUrl: 'https://s.test/media/wls_9100003_360.jpg',
  uploadDate: '2024-10-21T12:00:00Z',
  duration: 'PT2M',
  contentUrl: 'https://s.test/media/wls_9100031_480.mp4',
  hasPart: [
    { '@type': 'Clip', name: 'Charge', startOffset: 0, endOffset: 30, url: `${page}?t=0` },
    { '@type': 'Clip', name: 'SIM card', startOffset: 30, endOffset: 70, url: `${page}?t=30` },
    { '@type': 'Clip', name: 'Contacts', startOffset: 70, endOffset: 120, url: `${page}?t=70` },
  ],
  potentialAction: {
    '@type': 'SeekToAction',
    target: `${page}?t={seek_to_second_number}`,
    'startOffset-input': 'required name=seek_to_second_number',
  },
});

type Video = ReturnType<typeof valid>;
const clip = (video: Video, index: number) => {
  const found = video.hasPart[index];
  if (!found) throw new Error(`no clip ${index}`);
  return found as Record<string, unknown>;
};

describe('the VideoObject rules', () => {
  it('find nothing wrong with a well-formed watch page object', () => {
    expect(structuredDataProblems(valid(), { pageUrl: page })).toEqual([]);
  });

  it('accept the other forms Google documents: a list of thumbnails, an EntryPoint target, an offset zone', () => {
    const video = {
      ...valid(),
      thumbnailUrl: ['https://s.test/a.jpg', 'https://s.test/b.jpg'],
      uploadDate: '2024-10-21T08:00:00-04:00',
      potentialAction: {
        '@type': 'SeekToAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${page}?t={seek_to_second_number}` },
        'startOffset-input': 'required name=seek_to_second_number',
      },
    };
    expect(structuredDataProblems(video, { pageUrl: page })).toEqual([]);
  });

  it('need no key moments: a short video without them passes', () => {
    const { hasPart: _parts, potentialAction: _action, ...plain } = valid();
    expect(structuredDataProblems({ ...plain, duration: 'PT10S' }, { pageUrl: page })).toEqual([]);
  });

  it.each<[string, (video: Video) => unknown, string]>([
    ['no name', (v) => ({ ...v, name: '' }), 'name: text'],
    ['no thumbnail', (v) => ({ ...v, thumbnailUrl: undefined }), 'thumbnailUrl: an absolute URL'],
    [
      'a relative thumbnail',
      (v) => ({ ...v, thumbnailUrl: '/media/x.jpg' }),
      'thumbnailUrl: an absolute URL',
    ],
    [
      'an empty thumbnail list',
      (v) => ({ ...v, thumbnailUrl: [] }),
      'thumbnailUrl: an absolute URL',
    ],
    [
      'an upload date without a zone',
      (v) => ({ ...v, uploadDate: '2024-10-21' }),
      'uploadDate: an ISO 8601 date and time with a time zone',
    ],
    [
      'an upload date and time without a zone',
      (v) => ({ ...v, uploadDate: '2024-10-21T12:00:00' }),
      'uploadDate: an ISO 8601 date and time with a time zone',
    ],
    [
      'an impossible upload date',
      (v) => ({ ...v, uploadDate: '2024-13-45T12:00:00Z' }),
      'uploadDate: an ISO 8601 date and time with a time zone',
    ],
    ['an empty description', (v) => ({ ...v, description: ' ' }), 'description: text'],
    [
      'a timecode for a duration',
      (v) => ({ ...v, duration: '2:00' }),
      'duration: an ISO 8601 duration (PT2M)',
    ],
    [
      'a zero duration',
      (v) => ({ ...v, duration: 'PT0S' }),
      'duration: an ISO 8601 duration (PT2M)',
    ],
    [
      'a relative media file',
      (v) => ({ ...v, contentUrl: '/media/x.mp4' }),
      'contentUrl: an absolute URL',
    ],
    [
      'the page as the embed URL',
      (v) => ({ ...v, embedUrl: page }),
      "embedUrl: a player's URL, not the page's",
    ],
    [
      'a bad language tag',
      (v) => ({ ...v, inLanguage: 'Spanish!' }),
      'inLanguage: a BCP 47 language tag',
    ],
    [
      'key moments on a video under 30 s',
      (v) => ({ ...v, duration: 'PT25S', hasPart: [] }),
      'duration: key moments need a video of 30 s or more',
    ],
    [
      'a SeekToAction without a media file',
      (v) => ({ ...v, contentUrl: undefined }),
      'contentUrl: SeekToAction needs the media file Google fetches',
    ],
    [
      'a part that is no Clip',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 0), '@type': 'VideoObject' }] }),
      'hasPart[0].@type: Clip',
    ],
    [
      'a Clip without a name',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 0), name: undefined }] }),
      'hasPart[0].name: text',
    ],
    [
      'a Clip without a start',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 0), startOffset: '0' }] }),
      'hasPart[0].startOffset: seconds from the start, 0 or more',
    ],
    [
      'two Clips sharing a start',
      (v) => ({ ...v, hasPart: [clip(v, 0), { ...clip(v, 1), startOffset: 0 }] }),
      'hasPart[1].startOffset: after the clip before it (no two clips share a start)',
    ],
    [
      'Clips out of order',
      (v) => ({ ...v, hasPart: [clip(v, 1), clip(v, 0)] }),
      'hasPart[1].startOffset: after the clip before it (no two clips share a start)',
    ],
    [
      'a Clip starting past the end',
      (v) => ({
        ...v,
        hasPart: [{ ...clip(v, 2), startOffset: 120, endOffset: undefined, url: `${page}?t=120` }],
      }),
      "hasPart[0].startOffset: within the video's duration",
    ],
    [
      'a Clip ending before it starts',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 1), endOffset: 30 }] }),
      'hasPart[0].endOffset: seconds, after startOffset',
    ],
    [
      'a Clip ending past the end',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 2), endOffset: 150 }] }),
      "hasPart[0].endOffset: within the video's duration",
    ],
    [
      'a Clip without a URL',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 0), url: undefined }] }),
      'hasPart[0].url: an absolute URL',
    ],
    [
      'a Clip on another page',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 0), url: 'https://s.test/wireless?t=0' }] }),
      `hasPart[0].url: the page's own URL (${page}) with the time in its query`,
    ],
    [
      'a Clip whose time is a fragment',
      (v) => ({ ...v, hasPart: [{ ...clip(v, 1), url: `${page}#t=30` }] }),
      'hasPart[0].url: a query parameter naming its start (30)',
    ],
    [
      "a Clip whose URL names another clip's start",
      (v) => ({ ...v, hasPart: [clip(v, 0), { ...clip(v, 1), url: `${page}?t=0` }] }),
      'hasPart[1].url: a query parameter naming its start (30)',
    ],
    [
      'two Clips with one URL',
      (v) => ({
        ...v,
        hasPart: [
          { ...clip(v, 0), url: `${page}?t=0&t=30` },
          { ...clip(v, 1), url: `${page}?t=0&t=30` },
        ],
      }),
      "hasPart[1].url: distinct from the other clips' URLs",
    ],
    [
      'a SeekToAction with another input',
      (v) => ({
        ...v,
        potentialAction: { ...v.potentialAction, 'startOffset-input': 'required name=t' },
      }),
      'potentialAction.startOffset-input: "required name=seek_to_second_number"',
    ],
    [
      'a SeekToAction target without the placeholder',
      (v) => ({ ...v, potentialAction: { ...v.potentialAction, target: `${page}?t=0` } }),
      'potentialAction.target: a URL with {seek_to_second_number} once',
    ],
    [
      'a relative SeekToAction target',
      (v) => ({
        ...v,
        potentialAction: {
          ...v.potentialAction,
          target: '/support/videos/9100003?t={seek_to_second_number}',
        },
      }),
      'potentialAction.target: an absolute URL',
    ],
    [
      'a SeekToAction target on another page',
      (v) => ({
        ...v,
        potentialAction: {
          ...v.potentialAction,
          target: 'https://s.test/wireless?t={seek_to_second_number}',
        },
      }),
      `potentialAction.target: the page's own URL (${page})`,
    ],
    [
      'a SeekToAction placeholder outside the query',
      (v) => ({
        ...v,
        potentialAction: {
          ...v.potentialAction,
          target: `${page}#t={seek_to_second_number}`,
        },
      }),
      "potentialAction.target: {seek_to_second_number} as a query parameter's value",
    ],
  ])('refuse %s', (_case, breakIt, problem) => {
    expect(structuredDataProblems(breakIt(valid()), { pageUrl: page })).toContain(problem);
  });

  it('without the page URL, hold the key moments to the first URL met', () => {
    const video = valid();
    const moved = { ...video, hasPart: [{ ...clip(video, 0), url: 'https://s.test/other?t=0' }] };
    expect(structuredDataProblems(video)).toEqual([]);
    expect(structuredDataProblems(moved)).toEqual([
      `hasPart[0].url: the page's own URL (${page}) with the time in its query`,
    ]);
  });
});

describe('isoDurationSeconds', () => {
  it.each([
    ['PT2M', 120],
    ['PT1H2M3S', 3723],
    ['PT17S', 17],
    ['P1DT1S', 86_401],
    ['PT1.5S', 1.5],
    ['PT', undefined],
    ['P', undefined],
    ['2:00', undefined],
    [120, undefined],
  ])('%s → %s', (value, seconds) => {
    expect(isoDurationSeconds(value)).toBe(seconds);
  });
});

describe('the other types', () => {
  it.each([
    [
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
      'itemListElement: a non-empty list',
    ],
    [
      { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] },
      'mainEntity: a non-empty list',
    ],
    [{ '@context': 'http://schema.org', '@type': 'VideoObject' }, '@context: https://schema.org'],
    [
      { '@context': 'https://schema.org', '@type': 'Movie' },
      '@type: BreadcrumbList, FAQPage or VideoObject, not Movie',
    ],
  ])('%o: %s', (data, problem) => {
    expect(structuredDataProblems(data)).toEqual([problem]);
  });
});
