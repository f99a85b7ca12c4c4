import { describe, expect, it } from 'vitest';
import {
  BUTTON_ALIGNMENTS,
  OPTION_DEFAULTS,
  OptionsSchema,
  WidgetInputSchema,
  buttonAlignment,
  controlBarWidthClass,
  cssLength,
  optionsFromQuery,
  parseVideoOptions,
  playerLayout,
  showFullscreenToggle,
  showRemainingTime,
  withDefaults,
} from './options.ts';

describe('playerLayout', () => {
  it.each([
    [{}, 1280, 'inline'],
    [{ modal: true }, 1280, 'modal'],
    [{ cinema: true }, 1280, 'cinema'],
    [{}, 767, 'modal'],
    [{}, 768, 'inline'],
    [{ cinema: true }, 500, 'cinema'],
    [{ modal: false }, 500, 'modal'],
    [{ modal: true, cinema: true }, 1280, 'modal'],
  ])('%j at width %d is %s', (options, width, layout) => {
    expect(playerLayout(options, width)).toBe(layout);
  });
});

it.each([
  [767, false],
  [768, true],
])('full-screen toggle at viewport %d: %s', (width, shown) => {
  expect(showFullscreenToggle(width)).toBe(shown);
});

it.each([
  [200, 'w250', false],
  [250, 'w250', false],
  [251, 'w400', false],
  [400, 'w400', false],
  [600, 'w600', false],
  [601, 'wide', true],
  [854, 'wide', true],
])('container %d px: class %s, remaining time %s', (width, cls, remaining) => {
  expect(controlBarWidthClass(width)).toBe(cls);
  expect(showRemainingTime(width)).toBe(remaining);
});

describe('button alignment (spec §5: unknown → center)', () => {
  it.each([
    ...BUTTON_ALIGNMENTS.map((a): [unknown, string] => [a, a]),
    ['TOP_LEFT', 'top_left'] as [unknown, string],
    [' bottom_right ', 'bottom_right'],
    ['middle', 'center'],
    ['topleft', 'center'],
    ['', 'center'],
    [undefined, 'center'],
    [3, 'center'],
  ])('%j → %s', (value, expected) => {
    expect(buttonAlignment(value)).toBe(expected);
  });

  it('has exactly the nine values of spec §3', () => {
    expect([...BUTTON_ALIGNMENTS].sort()).toEqual(
      [
        'top_left',
        'top',
        'top_right',
        'center_left',
        'center',
        'center_right',
        'bottom_left',
        'bottom',
        'bottom_right',
      ].sort(),
    );
  });
});

describe('the options schema', () => {
  it('gives the spec defaults for nothing', () => {
    expect(parseVideoOptions(undefined)).toEqual({
      modal: false,
      cinema: false,
      autoplay: false,
      autoPlaySource: undefined,
      viewportPause: true,
      autoPlayLoop: true,
      autoPlayPause: true,
      customTheme: undefined,
      overlayTextDisplayAtEnd: false,
      tier: 'PROD',
      rating: undefined,
      customCTAStyle: undefined,
      showTime: false,
      showTitle: false,
      videoStyles: undefined,
      autoReduceSize: false,
      isScroll: false,
      customCTAObject: { svg_size: undefined, CTAButtonAlignment: 'center' },
      playerView: false,
      unconstrained: false,
      hoverToggle: false,
      showCaption: false,
      loop: false,
      safariAutoPlay: false,
      roundedCornersClassName: undefined,
      containerWidth: undefined,
      volume: 75,
      startMode: undefined,
      structuredData: false,
      customClass: {
        cta: undefined,
        ctaBackground: undefined,
        ctaButton: undefined,
        ctaText: undefined,
      },
      customCTAdisplay: false,
      start: undefined,
    });
  });

  it('names every option of spec §3', () => {
    const names = Object.keys(OptionsSchema.shape);
    for (const name of [
      'modal',
      'cinema',
      'autoplay',
      'viewportPause',
      'autoPlayLoop',
      'autoPlayPause',
      'customTheme',
      'overlayTextDisplayAtEnd',
      'tier',
      'rating',
      'customCTAStyle',
      'showTime',
      'showTitle',
      'videoStyles',
      'autoReduceSize',
      'isScroll',
      'customCTAObject',
      'playerView',
      'unconstrained',
      'hoverToggle',
      'showCaption',
      'loop',
      'safariAutoPlay',
      'roundedCornersClassName',
      'containerWidth',
    ])
      expect(names).toContain(name);
  });

  it.each([
    [{ autoplay: true }, { autoplay: true }],
    [{ autoplay: 'TRUE' }, { autoplay: true }],
    [{ autoplay: 'no' }, { autoplay: false }],
    [{ viewportPause: 'false' }, { viewportPause: false }],
    [{ viewportPause: { odd: 1 } }, { viewportPause: true }],
    [{ autoPlayLoop: 0 }, { autoPlayLoop: false }],
    [{ rating: 'stars' }, { rating: 'stars' }],
    [{ rating: 'thumbs' }, { rating: 'Thumbs' }],
    [{ rating: 'Thumbs' }, { rating: 'Thumbs' }],
    [{ rating: 'hearts' }, { rating: undefined }],
    [{ customTheme: 2019 }, { customTheme: '2019' }],
    [{ customTheme: '2020' }, { customTheme: undefined }],
    [{ tier: 'local' }, { tier: 'LOCAL' }],
    [{ tier: 'ORIGIN' }, { tier: 'PROD' }],
    [{ tier: 'mars' }, { tier: 'PROD' }],
    [{ volume: '40' }, { volume: 40 }],
    [{ volume: 140 }, { volume: 100 }],
    [{ volume: 'loud' }, { volume: 75 }],
    [{ containerWidth: 640 }, { containerWidth: '640px' }],
    [{ containerWidth: '50%' }, { containerWidth: '50%' }],
    [{ containerWidth: '12' }, { containerWidth: '12px' }],
    [{ containerWidth: 'calc(1px)' }, { containerWidth: undefined }],
    [
      { videoStyles: '{"height":300,"width":"80%"}' },
      { videoStyles: { height: '300px', width: '80%' } },
    ],
    [{ videoStyles: '{bad json' }, { videoStyles: undefined }],
    [
      { customCTAObject: '{"svg_size":64,"CTAButtonAlignment":"top_right"}' },
      { customCTAObject: { svg_size: 64, CTAButtonAlignment: 'top_right' } },
    ],
    [
      { customCTAObject: { CTAButtonAlignment: 'somewhere' } },
      { customCTAObject: { svg_size: undefined, CTAButtonAlignment: 'center' } },
    ],
    [{ roundedCornersClassName: 'rounded-lg' }, { roundedCornersClassName: 'rounded-lg' }],
    [{ roundedCornersClassName: '"><script>' }, { roundedCornersClassName: undefined }],
    [{ autoPlaySource: '/media/a.mpd' }, { autoPlaySource: '/media/a.mpd' }],
    [{ autoPlaySource: 'javascript:alert(1)' }, { autoPlaySource: undefined }],
    [{ autoPlaySource: 'mailto:a@b.c' }, { autoPlaySource: undefined }],
    [
      { customCTAStyle: { borderRadius: '8px', background: 'url(x)', 'x;y': '1' } },
      { customCTAStyle: { borderRadius: '8px' } },
    ],
    [
      { customClass: { cta: 'host-cta', ctaButton: 'a b', ctaText: '<b>' } },
      {
        customClass: {
          cta: 'host-cta',
          ctaBackground: undefined,
          ctaButton: 'a b',
          ctaText: undefined,
        },
      },
    ],
  ])('%j parses to include %j', (input, expected) => {
    expect(parseVideoOptions(input)).toMatchObject(expected);
  });

  it('reads options given as JSON text (an embed data attribute)', () => {
    expect(parseVideoOptions('{"modal":true,"rating":"stars"}')).toMatchObject({
      modal: true,
      rating: 'stars',
      cinema: false,
    });
    expect(parseVideoOptions('not json')).toEqual(OPTION_DEFAULTS_PARSED);
  });

  it('parses the widget inputs: data.video, options, additionalAnalyticsData, radius', () => {
    const input = WidgetInputSchema.parse({
      data: { video: 5001039 },
      options: { autoplay: '1' },
      additionalAnalyticsData: { pageName: 'demo', n: 1, bad: { x: 1 } },
      radius: '8',
    });
    expect(input.data.video).toBe('5001039');
    expect(input.options.autoplay).toBe(true);
    expect(input.options.viewportPause).toBe(true);
    expect(input.additionalAnalyticsData).toEqual({ pageName: 'demo', n: 1 });
    expect(input.radius).toBe(8);
    const bare = WidgetInputSchema.parse({ data: { video: 'av00024' } });
    expect(bare.options).toEqual(OPTION_DEFAULTS_PARSED);
    expect(bare.radius).toBeUndefined();
    expect(WidgetInputSchema.safeParse({}).success).toBe(false);
  });

  it('agrees with the zod-free defaults the island uses', () => {
    expect(withDefaults({})).toEqual({ ...OPTION_DEFAULTS, customClass: {} });
    expect(withDefaults({ modal: true }).modal).toBe(true);
    expect(
      withDefaults({ viewportPause: undefined } as unknown as Partial<typeof OPTION_DEFAULTS>)
        .viewportPause,
    ).toBe(true);
    const parsed = parseVideoOptions({});
    for (const [key, value] of Object.entries(OPTION_DEFAULTS)) {
      if (key === 'customCTAObject' || key === 'customClass') continue;
      expect(parsed[key as keyof typeof parsed], key).toEqual(value);
    }
  });
});

const OPTION_DEFAULTS_PARSED = parseVideoOptions({});

describe("the start option (seconds, or the watch pages' ?t= forms)", () => {
  it.each([
    [75, 75],
    [75.9, 75],
    [0, 0],
    ['75', 75],
    ['75s', 75],
    ['1m15s', 75],
    ['1M15S', 75],
    [' 2m ', 120],
    ['1h2m3s', 3723],
    [-5, undefined],
    ['-5', undefined],
    ['1m15', undefined],
    ['soon', undefined],
    ['', undefined],
    [Number.NaN, undefined],
    [true, undefined],
    [{ s: 75 }, undefined],
    [null, undefined],
    [1e9, undefined],
  ])('start %j is %j', (start, seconds) => {
    expect(parseVideoOptions({ start }).start).toBe(seconds);
  });

  it("comes from an embed's data-options and from the demo's query", () => {
    expect(parseVideoOptions('{"start":"1m15s"}').start).toBe(75);
    expect(
      WidgetInputSchema.parse({ data: { video: '1' }, options: '{"start":75}' }).options.start,
    ).toBe(75);
    expect(optionsFromQuery(new URLSearchParams('start=1m15s')).start).toBe(75);
    expect(parseVideoOptions({}).start).toBeUndefined();
  });
});

it.each([
  [0, '0px'],
  [-1, undefined],
  ['2.5rem', '2.5rem'],
  ['1e3', undefined],
  [null, undefined],
])('cssLength(%j) is %j', (value, expected) => {
  expect(cssLength(value)).toBe(expected);
});

it.each([
  ['', { showTitle: false, modal: false }],
  [
    'modal=1&cinema=false&showTitle=true&showTime=0',
    { modal: true, cinema: false, showTitle: true, showTime: false },
  ],
  ['volume=40&showCaption=yes', { volume: 40, showCaption: true }],
  ['volume=loud', { volume: 75 }],
  ['tier=LOCAL&id=5001039', { tier: 'LOCAL' }],
  ['loop=1', { loop: true }],
  [
    'autoplay=1&autoPlaySource=/media/x.mpd&viewportPause=0',
    { autoplay: true, autoPlaySource: '/media/x.mpd', viewportPause: false },
  ],
  [
    'customCTAObject={"CTAButtonAlignment":"bottom_left"}',
    { customCTAObject: { CTAButtonAlignment: 'bottom_left' } },
  ],
])('query %j gives %j', (query, options) => {
  expect(optionsFromQuery(new URLSearchParams(query))).toMatchObject(options);
});

it('query values win over the page base', () => {
  const options = optionsFromQuery(new URLSearchParams('showTitle=0'), {
    showTitle: true,
    showTime: true,
  });
  expect(options).toMatchObject({ showTitle: false, showTime: true });
});
