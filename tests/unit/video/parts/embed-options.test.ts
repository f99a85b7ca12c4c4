import { describe, expect, it } from 'vitest';
import { embedAnalytics, embedOptions } from '../../../../src/embed/options.ts';

describe('embed attributes', () => {
  it.each([
    ['{"modal":true}', { modal: true }],
    ['{"modal":"yes","cinema":false}', { cinema: false }],
    [
      '{"rating":"Thumbs","volume":40,"tier":"PRESTAGE"}',
      { rating: 'Thumbs', volume: 40, tier: 'PRESTAGE' },
    ],
    ['{"rating":"hearts","unknown":1}', {}],
    ['{"overlayTextDisplayAtEnd":true,"loop":true}', { overlayTextDisplayAtEnd: true, loop: true }],
    ['not json', {}],
    ['[1,2]', {}],
    ['', {}],
    [undefined, {}],
  ])('data-options %j', (text, expected) => {
    expect(embedOptions(text)).toEqual(expected);
  });

  it('data-analytics keeps only plain values', () => {
    expect(embedAnalytics('{"pageName":"x","n":2,"b":true,"o":{"a":1},"l":[1]}')).toEqual({
      pageName: 'x',
      n: 2,
      b: true,
    });
  });
});
