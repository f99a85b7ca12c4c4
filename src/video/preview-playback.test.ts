import { describe, expect, it } from 'vitest';
import { hoverLoopTarget, previewPlan, previewShouldPlay, stepDelay } from './preview-playback.ts';

describe('previewPlan', () => {
  const sources = {
    dashSource: '/m/v.mpd',
    normalSource: '/m/v_480.mp4',
    dashAvailable: true,
  };
  it.each([
    [
      'a DASH manifest: dash.js, then the normal source',
      { autoPlaySource: '/m/preview.mpd' },
      [
        { kind: 'dash', src: '/m/preview.mpd' },
        { kind: 'file', src: '/m/v_480.mp4' },
      ],
    ],
    [
      'a file: the file, then DASH, then the normal source',
      { autoPlaySource: '/m/preview.mp4' },
      [
        { kind: 'file', src: '/m/preview.mp4' },
        { kind: 'dash', src: '/m/v.mpd' },
        { kind: 'file', src: '/m/v_480.mp4' },
      ],
    ],
    [
      'DASH off (script failed or no MSE): files only',
      { autoPlaySource: '/m/preview.mpd', dashAvailable: false },
      [{ kind: 'file', src: '/m/v_480.mp4' }],
    ],
    [
      'the normal source as the preview: no repeat',
      { autoPlaySource: '/m/v_480.mp4' },
      [
        { kind: 'file', src: '/m/v_480.mp4' },
        { kind: 'dash', src: '/m/v.mpd' },
      ],
    ],
    [
      'the video manifest as the preview: no repeat',
      { autoPlaySource: '/m/v.mpd?x=1' },
      [
        { kind: 'dash', src: '/m/v.mpd?x=1' },
        { kind: 'file', src: '/m/v_480.mp4' },
      ],
    ],
  ])('%s', (_name, given, steps) => {
    expect(previewPlan({ ...sources, ...given })).toEqual(steps);
  });

  it.each([
    [{ kind: 'file', src: 'a' }, { kind: 'dash', src: 'b' }, 100],
    [{ kind: 'dash', src: 'a' }, { kind: 'file', src: 'b' }, 0],
    [{ kind: 'file', src: 'a' }, { kind: 'file', src: 'b' }, 0],
  ] as const)('from %j to %j waits %d ms', (from, to, ms) => {
    expect(stepDelay(from, to)).toBe(ms);
  });
});

describe('hover segment', () => {
  it.each([
    [1.9, 2],
    [2, undefined],
    [5.9, undefined],
    [6, 2],
    [7.3, 2],
  ])('at %d s the 2–6 s loop goes to %j', (time, target) => {
    expect(hoverLoopTarget(time, { begin: 2, end: 6 })).toBe(target);
  });
});

describe('previewShouldPlay', () => {
  it.each([
    [{ pausedByUser: false, inView: true, viewportPause: true, ended: false }, true],
    [{ pausedByUser: false, inView: false, viewportPause: true, ended: false }, false],
    [{ pausedByUser: false, inView: false, viewportPause: false, ended: false }, true],
    [{ pausedByUser: true, inView: true, viewportPause: true, ended: false }, false],
    [{ pausedByUser: false, inView: true, viewportPause: true, ended: true }, false],
  ])('%j → %s', (state, play) => {
    expect(previewShouldPlay(state)).toBe(play);
  });
});
