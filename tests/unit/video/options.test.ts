import { describe, expect, it } from 'vitest';
import {
  controlBarWidthClass,
  optionsFromQuery,
  playerLayout,
  showFullscreenToggle,
  showRemainingTime,
} from '../../../src/video/options.ts';

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

it.each([
  ['', {}],
  [
    'modal=1&cinema=false&showTitle=true&showTime=0',
    { modal: true, cinema: false, showTitle: true, showTime: false },
  ],
  ['volume=40&showCaption=yes', { volume: 40, showCaption: true }],
  ['volume=loud', {}],
  ['tier=LOCAL&id=5001039', { tier: 'LOCAL' }],
  ['loop=1', { loop: true }],
])('query %j gives %j', (query, options) => {
  expect(optionsFromQuery(new URLSearchParams(query))).toEqual(options);
});
