import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedAnalytics, embedLocale, embedOptions, embedRadius } from './options.ts';
import { log } from '../../domain/log.ts';
import { OPTION_DEFAULTS, parseVideoOptions } from '../../video/model/options.ts';

afterEach(() => vi.restoreAllMocks());

describe('embed attributes', () => {
  it.each([
    ['{"modal":true}', { modal: true }],
    // The schema's flags: yes/1/true/on in any case; anything else is the default.
    ['{"modal":"yes","cinema":false}', { modal: true, cinema: false }],
    [
      '{"showTitle":"1","showTime":"maybe"}',
      { showTitle: true, showTime: OPTION_DEFAULTS.showTime },
    ],
    [
      '{"rating":"Thumbs","volume":40,"tier":"PRESTAGE"}',
      { rating: 'Thumbs', volume: 40, tier: 'PRESTAGE' },
    ],
    ['{"rating":"hearts","unknown":1}', { rating: undefined }],
    ['{"overlayTextDisplayAtEnd":true,"loop":true}', { overlayTextDisplayAtEnd: true, loop: true }],
    // The first play's start: seconds, or the watch pages' ?t= forms.
    ['{"start":"1m15s"}', { start: 75 }],
    ['{"start":75}', { start: 75 }],
    ['{"start":"later"}', { start: undefined }],
    // Options the hand-written reader used to drop.
    [
      '{"autoReduceSize":true,"customTheme":"2019","customCTAObject":{"CTAButtonAlignment":"top_right"}}',
      {
        autoReduceSize: true,
        customTheme: '2019',
        customCTAObject: { CTAButtonAlignment: 'top_right', svg_size: undefined },
      },
    ],
  ])('data-options %s: the one schema’s options', (text, expected) => {
    const options = embedOptions(text);
    expect(options).toEqual(parseVideoOptions(JSON.parse(text)));
    expect(options).toMatchObject(expected);
  });

  it.each([['not json'], ['[1,2]'], ['"text"']])(
    'data-options %s: the defaults, and a warning',
    (text) => {
      const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
      expect(embedOptions(text)).toEqual(parseVideoOptions({}));
      expect(warn).toHaveBeenCalledWith(
        'support-video',
        'data-options is not a JSON object; ignored',
      );
    },
  );

  it.each([[''], [undefined]])('data-options %j: the defaults, quietly', (text) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    expect(embedOptions(text)).toEqual(parseVideoOptions({}));
    expect(warn).not.toHaveBeenCalled();
  });

  it('data-analytics keeps only plain values', () => {
    expect(embedAnalytics('{"pageName":"x","n":2,"b":true,"o":{"a":1},"l":[1]}')).toEqual({
      pageName: 'x',
      n: 2,
      b: true,
    });
    expect(embedAnalytics(undefined)).toEqual({});
  });
});

describe('data-radius (the widget input radius, px)', () => {
  it.each([
    ['12', 12],
    [' 8 ', 8],
    ['0', 0],
    ['2.5', 2.5],
    ['-3', undefined],
    ['round', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j is %j', (text, radius) => {
    expect(embedRadius(text)).toBe(radius);
  });
});

describe('the embed language', () => {
  it.each([
    ['data-locale names it', 'es', 'en', 'es'],
    ['data-locale with a region', 'es-MX', undefined, 'es'],
    ['data-locale wins over the page', 'en', 'es', 'en'],
    ['the nearest lang without data-locale', undefined, 'es-US', 'es'],
    ['the nearest lang when data-locale names no site language', 'fr', 'es', 'es'],
    ['English when neither names a site language', 'fr', 'de', 'en'],
    ['English on a page that declares nothing', undefined, null, 'en'],
    ['an empty data-locale is no choice', '', 'es', 'es'],
  ] as const)('%s: %j, %j → %s', (_case, dataLocale, lang, locale) => {
    expect(embedLocale(dataLocale, lang)).toBe(locale);
  });
});
