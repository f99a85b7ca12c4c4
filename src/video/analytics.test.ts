import { describe, expect, it } from 'vitest';
import { createPusher } from '../analytics/data-layer.ts';
import {
  MEDIA_PLAYER_NAME,
  bufferTimeText,
  createVideoTracker,
  errorPayload,
  feedbackPayload,
  helpChoicePayload,
  helpOfferPayload,
  helpOutcomePayload,
  interactPayload,
  keyActionCode,
  launchDateText,
  mediaPayload,
  newMilestones,
  pointerActionCode,
  progressPayload,
  progressPercent,
  sendImpression,
  textFields,
  videoEvent,
} from './analytics.ts';
import { setLogSink } from '../domain/log.ts';

const metadata = {
  id: '5001039',
  title: 'How to restart your phone',
  categories: ['attvideo_category:support/wireless', 'attvideo_category:support/devices'],
  description: 'Restart a phone.',
  date: '2024-03-14',
  seconds: 10,
};

it.each([
  ['2024-03-14', '20240314'],
  ['2024-03-14T10:00:00Z', '20240314'],
  ['', ''],
  ['March 2024', ''],
])('launch date %j is %j', (date, text) => {
  expect(launchDateText(date)).toBe(text);
});

it.each([
  [0, '00'],
  [99, '00'],
  [99.9, '00'],
  [100, '0.10'],
  [1534, '1.53'],
  [Number.NaN, '00'],
])('buffer wait %d ms is %j', (ms, text) => {
  expect(bufferTimeText(ms)).toBe(text);
});

it.each([
  [' ', '32'],
  ['ArrowLeft', '37'],
  ['ArrowRight', '39'],
  ['Escape', '27'],
  ['Enter', '13'],
  ['Tab', undefined],
])('key %j has action code %s', (key, code) => {
  expect(keyActionCode(key)).toBe(code);
});

it.each([
  ['mouse', '1'],
  ['pen', '1'],
  ['touch', '0'],
])('%s pointer has action code %s', (type, code) => {
  expect(pointerActionCode(type)).toBe(code);
});

it('turns extra data into text fields', () => {
  expect(textFields({ a: 1, b: true, c: 'x', d: undefined, e: null, f: { g: 1 } })).toEqual({
    a: '1',
    b: 'true',
    c: 'x',
    f: '{"g":1}',
  });
});

describe('payload mapping', () => {
  it('carries the media fields as text, categories joined with ~', () => {
    expect(
      mediaPayload({ metadata, autoplay: false, extra: { pageName: 'demo', count: 3 } }),
    ).toEqual({
      pageName: 'demo',
      count: '3',
      mediaId: '5001039',
      mediaFriendlyName: 'How to restart your phone',
      mediaCategory: 'attvideo_category:support/wireless~attvideo_category:support/devices',
      mediaPlayerName: MEDIA_PLAYER_NAME,
      videoDescription: 'Restart a phone.',
      videoLaunchDate: '20240314',
      videoLengthTotal: '10',
      videoAutoPlayFlag: '0',
      errorType: 'Success_Admit',
      statusCode: '200',
      successFlag: '1',
    });
  });

  it.each([
    [2.5, 10, 25],
    [4.99, 10, 49],
    [10, 10, 100],
    [12, 10, 100],
    [3, 0, 0],
  ])('%d s of %d is %d %%', (viewed, total, percent) => {
    expect(progressPercent(viewed, total)).toBe(percent);
  });

  it('progress is a Milestone with viewed seconds and percent', () => {
    expect(progressPayload(5.4, 10)).toEqual({
      videoLengthViewed: '5',
      videoProgressPercent: '54',
      videoProgressType: 'Milestone',
    });
    expect(progressPayload(7.6, 10, 75)).toEqual({
      videoLengthViewed: '8',
      videoProgressPercent: '75',
      videoProgressType: 'Milestone',
    });
  });

  it.each([
    [10, [], []],
    [25, [], [25]],
    [80, [], [25, 50, 75]],
    [80, [25, 50], [75]],
    [100, [25, 50, 75], []],
  ])('at %d %% with %j reported, new milestones are %j', (percent, reported, expected) => {
    expect(newMilestones(percent, new Set(reported))).toEqual(expected);
  });

  it.each([
    [
      { control: 'Pause Button', action: '32', location: 'Controller' },
      {
        videoControlName: 'Pause Button',
        videoControlAction: '32',
        videoControlLocation: 'Controller',
      },
    ],
    [
      { control: 'Volume Slider', action: '1', location: 'Controller', value: 40 },
      {
        videoControlName: 'Volume Slider',
        videoControlAction: '1',
        videoControlLocation: 'Controller',
        videoControlActionValue: '40',
      },
    ],
    [
      { control: 'Transcript Print Button', action: '13', location: 'Transcript' },
      {
        videoControlName: 'Transcript Print Button',
        videoControlAction: '13',
        videoControlLocation: 'Transcript',
      },
    ],
  ] as const)('interaction %j maps to %j', (interaction, payload) => {
    expect(interactPayload(interaction)).toEqual(payload);
  });

  it.each([
    ['Failure_ID_Expired', 'Video ID is expired (EOL)', '410'],
    ['Failure_ID_Invalid', 'Video ID is invalid', '404'],
    ['Failure_Playback', 'Catch all for any other playback related issues', '500'],
  ] as const)(
    'error %s reports %j, status code %s, successFlag 0',
    (errorType, statusMessage, statusCode) => {
      expect(errorPayload(errorType, '42', { pageName: 'x' })).toEqual({
        pageName: 'x',
        mediaId: '42',
        mediaPlayerName: MEDIA_PLAYER_NAME,
        errorType,
        statusCode,
        statusMessage,
        successFlag: '0',
      });
    },
  );

  it('events carry the category video', () => {
    expect(videoEvent('Video_Impression', { a: 'b' })).toEqual({
      event: 'Video_Impression',
      eventCategory: 'video',
      a: 'b',
    });
  });
});

describe('tracker', () => {
  const setup = (startedByClick: boolean) => {
    const host: { dataLayer?: unknown[] } = { dataLayer: [] };
    const pusher = createPusher(() => host, { createLayer: false, source: 'video' });
    const tracker = createVideoTracker({ metadata, autoplay: false }, pusher, { startedByClick });
    const names = () =>
      (host.dataLayer as { event: string; videoProgressPercent?: string }[]).map(
        (e) => e.event + (e.videoProgressPercent ? `:${e.videoProgressPercent}` : ''),
      );
    return { host, tracker, names };
  };

  it('sends commence on the first time update when not started by a click, then milestones and complete', () => {
    const { tracker, names } = setup(false);
    tracker.timeUpdate(0.3, 10);
    tracker.timeUpdate(2.6, 10);
    tracker.timeUpdate(2.8, 10);
    tracker.timeUpdate(8, 10);
    tracker.complete(10);
    expect(names()).toEqual([
      'Video_Commence',
      'Video_Update:25',
      'Video_Update:50',
      'Video_Update:75',
      'Video_Complete:100',
    ]);
  });

  it('waits for the explicit commence when started by a click', () => {
    const { tracker, names } = setup(true);
    tracker.timeUpdate(0.3, 10);
    expect(names()).toEqual([]);
    tracker.commence(40);
    tracker.commence(40);
    expect(names()).toEqual(['Video_Commence']);
  });

  it('sends progress on pause only after playback commenced', () => {
    const { tracker, names } = setup(true);
    tracker.progress(1, 10);
    tracker.commence(0);
    tracker.progress(4.2, 10);
    expect(names()).toEqual(['Video_Commence', 'Video_Update:42']);
  });

  it('reports playback failure', () => {
    const { tracker, host } = setup(true);
    tracker.playbackError();
    expect(host.dataLayer?.[0]).toMatchObject({
      event: 'Video_Error_Display',
      errorType: 'Failure_Playback',
      statusCode: '500',
      statusMessage: 'Catch all for any other playback related issues',
      successFlag: '0',
    });
  });

  it('restart() makes a replay a new playback: Commence and every milestone again', () => {
    const { tracker, names } = setup(true);
    tracker.commence(0);
    tracker.timeUpdate(8, 10);
    tracker.complete(10);
    tracker.restart();
    tracker.commence(0);
    tracker.timeUpdate(2.6, 10);
    expect(names()).toEqual([
      'Video_Commence',
      'Video_Update:25',
      'Video_Update:50',
      'Video_Update:75',
      'Video_Complete:100',
      'Video_Commence',
      'Video_Update:25',
    ]);
  });

  it('success events carry statusCode 200 with Success_Admit', () => {
    const { tracker, host } = setup(true);
    tracker.commence(0);
    expect(host.dataLayer?.[0]).toMatchObject({
      errorType: 'Success_Admit',
      statusCode: '200',
      successFlag: '1',
    });
  });

  it('sendImpression pushes one Video_Impression with the media fields', () => {
    const host: { dataLayer?: unknown[] } = { dataLayer: [] };
    const pusher = createPusher(() => host, { createLayer: false, source: 'video' });
    sendImpression({ metadata, autoplay: false }, pusher);
    expect(host.dataLayer).toEqual([
      videoEvent('Video_Impression', mediaPayload({ metadata, autoplay: false })),
    ]);
  });

  it('sends nothing and logs a notice when the page has no dataLayer', () => {
    const lines: string[] = [];
    const restore = setLogSink((_level, source, message) => lines.push(`${source}: ${message}`));
    const host: { dataLayer?: unknown[] } = {};
    const pusher = createPusher(() => host, { createLayer: false, source: 'video' });
    sendImpression({ metadata, autoplay: false }, pusher);
    restore();
    expect(host.dataLayer).toBeUndefined();
    expect(lines).toEqual(['video: no dataLayer on the page; Video_Impression not sent']);
  });

  it('every value pushed is text', () => {
    const { tracker, host } = setup(false);
    tracker.timeUpdate(3, 10);
    tracker.interact({ control: 'Seek Slider', action: '39', location: 'Controller', value: 7 });
    for (const event of host.dataLayer as Record<string, unknown>[]) {
      for (const value of Object.values(event)) expect(typeof value).toBe('string');
    }
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

describe('after a low rating: the offer, the choice and its outcome', () => {
  it.each([
    [
      { offer: 'chat' as const, rating: 1, kind: 'stars' as const },
      { videoHelpOffer: 'chat', feedbackRating: '1', starRating: '1' },
    ],
    [
      { offer: 'assistant' as const, rating: 2, kind: 'stars' as const },
      { videoHelpOffer: 'assistant', feedbackRating: '2', starRating: '2' },
    ],
    [
      { offer: 'search' as const, rating: 1, kind: 'Thumbs' as const },
      { videoHelpOffer: 'search', feedbackRating: '1', starRating: 'down' },
    ],
  ])('offer %j', (input, payload) => {
    expect(helpOfferPayload(input)).toEqual(payload);
  });

  it.each([
    [{ offer: 'chat' as const, choice: 'chat' as const }, 'chat'],
    [{ offer: 'search' as const, choice: 'dismissed' as const }, 'dismissed'],
  ])('choice %j', (input, choice) => {
    expect(helpChoicePayload(input)).toEqual({
      videoHelpOffer: input.offer,
      videoHelpChoice: choice,
    });
  });

  it.each([
    [
      { offer: 'chat' as const, outcome: 'sent' as const, url: '/support/chat' },
      { videoHelpOffer: 'chat', videoHelpOutcome: 'sent', videoHelpUrl: '/support/chat' },
    ],
    [
      { offer: 'assistant' as const, outcome: 'opened' as const },
      { videoHelpOffer: 'assistant', videoHelpOutcome: 'opened' },
    ],
    [
      { offer: 'assistant' as const, outcome: 'not-opened' as const },
      { videoHelpOffer: 'assistant', videoHelpOutcome: 'not-opened' },
    ],
  ])('outcome %j', (input, payload) => {
    expect(helpOutcomePayload(input)).toEqual(payload);
  });

  it('the tracker sends them beside Video_Feedback, with the media fields', () => {
    const host: { dataLayer?: Record<string, unknown>[] } = { dataLayer: [] };
    const pusher = createPusher(() => host, { createLayer: false, source: 'video' });
    const tracker = createVideoTracker({ metadata, autoplay: false }, pusher, {
      startedByClick: true,
    });
    tracker.feedback({ rating: 1, comment: 'Too fast', kind: 'stars' });
    tracker.helpOffered({ offer: 'search', rating: 1, kind: 'stars' });
    tracker.helpChosen({ offer: 'search', choice: 'search' });
    tracker.helpOutcome({ offer: 'search', outcome: 'sent', url: '/wireless?q=x' });
    expect(host.dataLayer?.map((e) => e['event'])).toEqual([
      'Video_Feedback',
      'Video_Help_Offer',
      'Video_Help_Choice',
      'Video_Help_Outcome',
    ]);
    for (const event of host.dataLayer?.slice(1) ?? []) {
      expect(event).toMatchObject({
        eventCategory: 'video',
        mediaId: '5001039',
        mediaFriendlyName: 'How to restart your phone',
        videoHelpOffer: 'search',
      });
    }
  });
});
