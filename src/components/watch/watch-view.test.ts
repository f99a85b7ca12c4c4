import { describe, expect, it } from 'vitest';
import {
  buildWatchView,
  chapterLines,
  openGraphVideo,
  problemPageView,
  relatedVideos,
  transcriptOf,
  watchBreadcrumbs,
  watchLayoutProps,
  watchService,
  type VideoPageView,
} from './watch-view.ts';
import { deriveMetadata, FeedSchema, type VideoMetadata } from '../../video/model/metadata.ts';
import type { WatchAnswer, WatchModel } from '../../server/watch-page.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { FLAGS, type Flags } from '../../domain/flags.ts';
import chaptered from '../../../sandbox/video/feeds/9100003.json';
import single from '../../../sandbox/video/feeds/5001039.json';
import business from '../../../sandbox/video/feeds/7000110.json';
import retired from '../../../sandbox/video/feeds/9000002.json';
import spanishSingle from '../../../sandbox/video/feeds/es-US/5001039.json';

const ORIGIN = 'https://support.example.test';
const metadataOf = (feed: unknown, id: string): VideoMetadata =>
  deriveMetadata(FeedSchema.parse(feed).common, { requestedId: id, mediaHost: '/media' });

const setUp = metadataOf(chaptered, '9100003');
const restart = metadataOf(single, '5001039');
const restartEs = metadataOf(spanishSingle, '5001039');
const lines = metadataOf(business, '7000110');
const gone = metadataOf(retired, '9000002');

function model(
  answer: WatchAnswer,
  locale: Locale = 'en',
  videoId = '9100003',
  flags: Flags = {},
): WatchModel {
  const pathname = locale === 'en' ? `/support/videos/${videoId}` : `/es/support/videos/${videoId}`;
  return {
    ctx: {
      environment: { name: 'prod' },
      preview: false,
      config: { searchWidget: { scriptUrl: 'https://widget.test/w.js' } },
    } as WatchModel['ctx'],
    videoId,
    flags,
    locale,
    pathname,
    answer,
    degradedReasons: [],
    cacheTags: [],
  };
}

describe('transcript lines', () => {
  it('makes one line per cue of the chaptered sample, each a link to its moment', () => {
    const { lines: transcript, lang } = transcriptOf(setUp, 'en');
    expect(transcript).toHaveLength(24);
    expect(lang).toBeUndefined();
    expect(transcript[0]).toEqual({
      start: 0,
      end: 5,
      timeText: '0:00',
      datetime: 'PT0S',
      href: '/support/videos/9100003',
      text: 'Welcome. In two minutes your new phone will be ready to use.',
    });
    expect(transcript.find((line) => line.start === 75)).toMatchObject({
      timeText: '1:15',
      datetime: 'PT1M15S',
      href: '/support/videos/9100003?t=75',
      text: 'Open Settings and choose Accounts.',
    });
  });

  it.each([
    // The page's own language's track, with the Spanish page's links.
    ['es', restart, 'Le damos la bienvenida', undefined, '/es/support/videos/5001039?t=2'],
    // No Spanish track: the English one, marked as English.
    ['es', setUp, 'Welcome. In two minutes', 'en', '/es/support/videos/9100003?t=5'],
    [
      'en',
      restart,
      'Welcome to wireless support video 5001039.',
      undefined,
      '/support/videos/5001039?t=2',
    ],
  ] as const)('on a %s page, %#: first line %j', (locale, video, first, lang, second) => {
    const transcript = transcriptOf(video, locale);
    expect(transcript.lines[0]?.text).toContain(first);
    expect(transcript.lang).toBe(lang);
    expect(transcript.lines[1]?.href).toBe(second);
  });

  it('writes a caption line break as a space: no markup reaches the text', () => {
    const { lines: transcript } = transcriptOf(restart, 'en');
    expect(transcript[1]?.text).toBe('In this short video');
    expect(transcript.every((line) => !/[<>]/.test(line.text))).toBe(true);
  });
});

describe('chapters', () => {
  it('lists the parts from their starts on the whole timeline', () => {
    expect(chapterLines(setUp, 'en')).toEqual([
      {
        start: 0,
        end: 30,
        timeText: '0:00',
        datetime: 'PT0S',
        href: '/support/videos/9100003',
        title: 'Charge and turn on your phone',
      },
      {
        start: 30,
        end: 70,
        timeText: '0:30',
        datetime: 'PT30S',
        href: '/support/videos/9100003?t=30',
        title: 'Insert your SIM card',
      },
      {
        start: 70,
        end: 120,
        timeText: '1:10',
        datetime: 'PT1M10S',
        href: '/support/videos/9100003?t=70',
        title: 'Bring your contacts across',
      },
    ]);
  });

  it('a single video has none', () => {
    expect(chapterLines(restart, 'en')).toEqual([]);
  });
});

describe('service and breadcrumbs', () => {
  it.each([
    ['a consumer', setUp, 'en', 'wireless', '/wireless', '/support'],
    ['a B2B', lines, 'en', 'smb-wireless', '/smallbusiness/wireless', '/smallbusiness/support'],
    ['a B2B', lines, 'es', 'smb-wireless', '/es/smallbusiness/wireless', '/smallbusiness/support'],
    ['a consumer', restart, 'es', 'wireless', '/es/wireless', '/support'],
  ] as const)(
    '%s video in %s belongs to %s at %s',
    (_what, video, locale, name, landing, support) => {
      expect(watchService(video, locale).definition.name).toBe(name);
      expect(watchService(video, locale).landingPath).toBe(landing);
      const trail = watchBreadcrumbs(video, '/x', locale);
      expect(trail.map((entry) => entry.url)).toEqual([support, landing, '/x']);
      expect(trail[2]?.text).toBe(video.title);
    },
  );

  it('names the trail in the page language', () => {
    expect(watchBreadcrumbs(restart, '/x', 'es').map((entry) => entry.text)).toEqual([
      'Soporte',
      'Inalámbrico',
      'How to restart your phone',
    ]);
  });
});

describe('related videos', () => {
  it('links each to its watch page in the page language, English marked', () => {
    expect(relatedVideos([restart, { ...setUp, lang: 'en' }], 'es')).toEqual([
      {
        href: '/es/support/videos/5001039',
        title: 'How to restart your phone',
        thumbnail: '/media/support/videos/wls_5001039/wls_5001039_360.jpg',
        durationText: '0:10',
        datetime: 'PT10S',
      },
      {
        href: '/es/support/videos/9100003',
        title: 'Set up your new phone, step by step',
        thumbnail: '/media/support/videos/wls_9100003/wls_9100003_360.jpg',
        durationText: '2:00',
        datetime: 'PT2M',
        lang: 'en',
      },
    ]);
  });
});

describe('Open Graph video tags', () => {
  it('names the poster and the first part mp4, absolute, with their size', () => {
    const tags = Object.fromEntries(
      openGraphVideo(setUp, ORIGIN).map((tag) => [tag.property, tag.content]),
    );
    expect(tags).toEqual({
      'og:image': `${ORIGIN}/media/support/videos/wls_9100003/wls_9100003_480.jpg`,
      'og:image:width': '480',
      'og:image:height': '270',
      'og:video': `${ORIGIN}/media/support/videos/wls_9100031/wls_9100031_480.mp4`,
      'og:video:secure_url': `${ORIGIN}/media/support/videos/wls_9100031/wls_9100031_480.mp4`,
      'og:video:type': 'video/mp4',
      'og:video:width': '480',
      'og:video:height': '270',
    });
  });

  it('a B2B video is 640×360; an http address has no secure_url', () => {
    const tags = openGraphVideo(lines, 'http://127.0.0.1:4301');
    expect(tags.find((tag) => tag.property === 'og:image:width')?.content).toBe('640');
    expect(tags.some((tag) => tag.property === 'og:video:secure_url')).toBe(false);
    expect(tags.find((tag) => tag.property === 'og:video')?.content).toBe(
      'http://127.0.0.1:4301/media/support/videos/wls_7000110/wls_7000110.mp4',
    );
  });
});

describe('the video page view', () => {
  const page = (video: VideoMetadata, locale: Locale = 'en') =>
    buildWatchView(
      model({ status: 200, video, related: [restart], versions: [] }, locale, video.id),
      ORIGIN,
    ) as VideoPageView;

  it('shows the title as the heading, the player slot and the texts of the page language', () => {
    const view = page(setUp);
    expect(view).toMatchObject({
      kind: 'video',
      heading: 'Set up your new phone, step by step',
      description:
        'Charge and turn on your new phone, insert your SIM card and bring your contacts across.',
      player: {
        videoId: '9100003',
        poster: '/media/support/videos/wls_9100003/wls_9100003_480.jpg',
        title: 'Set up your new phone, step by step',
        durationText: '2:00',
      },
      chapters: { heading: 'Chapters' },
      transcript: { heading: 'Transcript' },
      related: { heading: 'Related videos' },
      moreHelp: 'More wireless support',
    });
    expect(view.lang).toBeUndefined();
    expect(view.player).not.toHaveProperty('locale');
    expect(view.player).not.toHaveProperty('titleLang');
  });

  it('on a Spanish page with the English texts standing in, marks them and passes the language', () => {
    const view = page({ ...setUp, lang: 'en' }, 'es');
    expect(view).toMatchObject({
      lang: 'en',
      player: { locale: 'es', titleLang: 'en' },
      chapters: { heading: 'Capítulos' },
      transcript: { heading: 'Transcripción', lang: 'en' },
      related: { heading: 'Videos relacionados' },
    });
  });

  it('a Spanish version is not marked', () => {
    const view = page(restartEs, 'es');
    expect(view.heading).toBe('Cómo reiniciar su teléfono');
    expect(view.lang).toBeUndefined();
    expect(view.transcript.lang).toBeUndefined();
  });

  it('carries the VideoObject of the page, with its own URL and language', () => {
    const [json] = page(setUp).structuredData;
    const object = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(object).toMatchObject({
      '@type': 'VideoObject',
      name: 'Set up your new phone, step by step',
      inLanguage: 'en-US',
    });
    expect(JSON.stringify(object)).toContain(`${ORIGIN}/support/videos/9100003?t=30`);
  });
});

describe('what a low rating may offer on the page', () => {
  const assistantOn = {
    [FLAGS.wirelessAia.name]: 'true',
    [FLAGS.wirelessAiaHelpfulInfo.name]: 'true',
    [FLAGS.smbAia.name]: 'true',
    [FLAGS.smbAiaHelpfulInfo.name]: 'true',
  };
  const page = (video: VideoMetadata, flags: Flags, locale: Locale = 'en') =>
    buildWatchView(
      model({ status: 200, video, related: [], versions: ['es'] }, locale, video.id, flags),
      ORIGIN,
    ) as VideoPageView;

  it('passes the service rules to the player and mounts the assistant drawer only when offered', () => {
    const off = page(setUp, {});
    expect(off.player.lowRatingHelp.searchHref).toBe('/wireless#search-support');
    expect(off.player.lowRatingHelp.assistant).toBeUndefined();
    expect(off.assistantDrawer).toBeUndefined();
    const on = page(setUp, assistantOn);
    expect(on.player.lowRatingHelp.assistant).toEqual({ serviceAlias: expect.any(String) });
    expect(on.assistantDrawer).toEqual({
      scriptUrl: 'https://widget.test/w.js',
      searchHref: '/wireless#search-support',
    });
  });

  it('a B2B video offers the small-business page search; a Spanish page its Spanish one', () => {
    expect(page(lines, {}).player.lowRatingHelp.searchHref).toBe(
      '/smallbusiness/wireless#search-support',
    );
    const spanish = page(restartEs, assistantOn, 'es');
    expect(spanish.player.lowRatingHelp.searchHref).toBe('/es/wireless#search-support');
    expect(spanish.assistantDrawer).toMatchObject({
      locale: 'es',
      searchHref: '/es/wireless#search-support',
    });
  });
});

describe('the pages without a video', () => {
  it.each([
    [
      'a retired video',
      { status: 410, video: gone, related: [restart] },
      'en',
      'gone',
      'This video is no longer available',
      ['/wireless'],
      1,
    ],
    [
      'an unknown id',
      { status: 404 },
      'en',
      'not-found',
      "We can't find that video",
      ['/wireless', '/smallbusiness/wireless'],
      0,
    ],
    [
      'an inactive B2B video',
      { status: 404, video: lines },
      'es',
      'not-found',
      'No podemos encontrar ese video',
      ['/es/smallbusiness/wireless'],
      0,
    ],
    [
      'a failed feed',
      { status: 503 },
      'es',
      'unavailable',
      'Este video no está disponible en este momento',
      ['/es/wireless', '/es/smallbusiness/wireless'],
      0,
    ],
  ] as const)(
    '%s in %s is %s: %s, links %j',
    (_what, answer, locale, kind, heading, links, related) => {
      const view = problemPageView(model(answer as WatchAnswer, locale));
      expect(view).toMatchObject({ kind, heading });
      expect(view?.links.map((link) => link.url)).toEqual(links);
      expect(view?.related.videos).toHaveLength(related);
    },
  );

  it('names the retired video, and marks its English title on a Spanish page', () => {
    const view = problemPageView(
      model({ status: 410, video: { ...gone, lang: 'en' }, related: [] }, 'es'),
    );
    expect(view?.videoTitle).toEqual({ text: 'Retired video', lang: 'en' });
  });

  it('is never indexed, where the video page carries its own metadata', () => {
    const notFound = model({ status: 404 });
    const props = watchLayoutProps(notFound, buildWatchView(notFound, ORIGIN));
    expect(props).toMatchObject({ noindex: true, title: 'Video not found' });
    expect(props.meta).toBeUndefined();
  });
});
