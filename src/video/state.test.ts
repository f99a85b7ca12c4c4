import { describe, expect, it } from 'vitest';
import {
  firstPlayStart,
  initialPlayerState,
  openingState,
  reducePlayer,
  type PlayerRequest,
  type PlayerState,
} from './state.ts';

const state = (patch: Partial<PlayerState> = {}): PlayerState => ({
  ...initialPlayerState,
  totalTime: 10,
  ...patch,
});

describe('initial state', () => {
  it('plays by default at volume 75 and knows nothing else yet', () => {
    expect(initialPlayerState).toEqual({
      fullscreen: false,
      mute: false,
      playing: true,
      volume: 75,
      currentTime: 0,
      totalTime: 0,
      showCaption: false,
      showTranscript: false,
      ratingSubmitted: false,
      loading: true,
      isAtEnd: false,
      ctrlCurrentTime: 0,
      scrubbing: false,
      useHls: false,
      playedSeconds: 0,
    });
  });
});

describe('openingState: the options a player opens with, in its store', () => {
  it('takes the volume and captions options, the length and the start', () => {
    expect(openingState({ volume: 40, showCaption: true }, 130, 75)).toEqual({
      ...initialPlayerState,
      volume: 40,
      mute: false,
      showCaption: true,
      totalTime: 130,
      currentTime: 75,
      ctrlCurrentTime: 75,
    });
  });

  it('without options: the default volume, captions off, from 0', () => {
    expect(openingState({}, 10)).toEqual({ ...initialPlayerState, totalTime: 10 });
  });

  it('volume 0 opens muted; a start that is not a positive number is 0', () => {
    const opened = openingState({ volume: 0 }, 10, Number.NaN);
    expect(opened).toMatchObject({ volume: 0, mute: true, currentTime: 0, ctrlCurrentTime: 0 });
  });
});

describe('reducePlayer', () => {
  it.each<[string, Partial<PlayerState>, PlayerRequest, Partial<PlayerState>]>([
    ['pause', {}, { type: 'pause' }, { playing: false }],
    ['play', { playing: false }, { type: 'play' }, { playing: true }],
    [
      'play at the end replays',
      { playing: false, isAtEnd: true, currentTime: 10 },
      { type: 'play' },
      { playing: true, isAtEnd: false, currentTime: 0, ctrlCurrentTime: 0 },
    ],
    ['togglePlay while playing pauses', {}, { type: 'togglePlay' }, { playing: false }],
    [
      'togglePlay while paused plays',
      { playing: false },
      { type: 'togglePlay' },
      { playing: true },
    ],
    [
      'togglePlay at the end replays',
      { playing: false, isAtEnd: true, currentTime: 10 },
      { type: 'togglePlay' },
      { playing: true, isAtEnd: false, currentTime: 0 },
    ],
    [
      'replay restarts at 0',
      { isAtEnd: true, playing: false, currentTime: 10 },
      { type: 'replay' },
      { playing: true, isAtEnd: false, currentTime: 0, ctrlCurrentTime: 0 },
    ],
    ['seek', {}, { type: 'seek', time: 4.5 }, { currentTime: 4.5, ctrlCurrentTime: 4.5 }],
    [
      'seek past the end clamps',
      {},
      { type: 'seek', time: 99 },
      { currentTime: 10, ctrlCurrentTime: 10 },
    ],
    ['seek below 0 clamps', {}, { type: 'seek', time: -3 }, { currentTime: 0 }],
    [
      'seek leaves the end',
      { isAtEnd: true },
      { type: 'seek', time: 2 },
      { isAtEnd: false, currentTime: 2, ctrlCurrentTime: 2 },
    ],
    [
      'scrub moves only the control time',
      { currentTime: 3 },
      { type: 'scrub', time: 7 },
      { currentTime: 3, ctrlCurrentTime: 7, scrubbing: true },
    ],
    [
      'timeUpdate while scrubbing leaves the thumb where the pointer is',
      { currentTime: 3, ctrlCurrentTime: 7, scrubbing: true },
      { type: 'timeUpdate', time: 3.25 },
      { currentTime: 3.25, ctrlCurrentTime: 7, scrubbing: true, playedSeconds: 0.25 },
    ],
    [
      'seek ends the scrub',
      { currentTime: 3, ctrlCurrentTime: 7, scrubbing: true },
      { type: 'seek', time: 7 },
      { currentTime: 7, ctrlCurrentTime: 7, scrubbing: false },
    ],
    [
      'endScrub returns the thumb to the media time',
      { currentTime: 3, ctrlCurrentTime: 7, scrubbing: true },
      { type: 'endScrub' },
      { currentTime: 3, ctrlCurrentTime: 3, scrubbing: false },
    ],
    ['setVolume', {}, { type: 'setVolume', volume: 40 }, { volume: 40, mute: false }],
    ['setVolume 0 mutes', {}, { type: 'setVolume', volume: 0 }, { volume: 0, mute: true }],
    [
      'setVolume below 0 mutes at 0',
      {},
      { type: 'setVolume', volume: -4 },
      { volume: 0, mute: true },
    ],
    ['setVolume above 100 clamps', {}, { type: 'setVolume', volume: 140 }, { volume: 100 }],
    [
      'setVolume unmutes',
      { mute: true, volume: 0 },
      { type: 'setVolume', volume: 20 },
      { volume: 20, mute: false },
    ],
    ['toggleMute mutes', {}, { type: 'toggleMute' }, { mute: true, volume: 75 }],
    [
      'toggleMute unmutes',
      { mute: true, volume: 30 },
      { type: 'toggleMute' },
      { mute: false, volume: 30 },
    ],
    [
      'toggleMute at volume 0 restores the default',
      { mute: true, volume: 0 },
      { type: 'toggleMute' },
      { mute: false, volume: 75 },
    ],
    ['toggleCaptions', {}, { type: 'toggleCaptions' }, { showCaption: true }],
    [
      'toggleTranscript',
      { showTranscript: true },
      { type: 'toggleTranscript' },
      { showTranscript: false },
    ],
    ['enterFullscreen', {}, { type: 'enterFullscreen' }, { fullscreen: true }],
    ['exitFullscreen', { fullscreen: true }, { type: 'exitFullscreen' }, { fullscreen: false }],
    [
      'ended',
      { currentTime: 9.9, ctrlCurrentTime: 9.9 },
      { type: 'ended' },
      { playing: false, isAtEnd: true, currentTime: 10, ctrlCurrentTime: 10 },
    ],
    [
      'timeUpdate',
      {},
      { type: 'timeUpdate', time: 3.2 },
      { currentTime: 3.2, ctrlCurrentTime: 3.2 },
    ],
    [
      'timeUpdate while playing counts the step as watched',
      { currentTime: 3, playing: true, playedSeconds: 2.5 },
      { type: 'timeUpdate', time: 3.25 },
      { currentTime: 3.25, ctrlCurrentTime: 3.25, playedSeconds: 2.75 },
    ],
    [
      'timeUpdate after a jump (a seek, a deep link’s start) counts nothing',
      { currentTime: 0, playing: true },
      { type: 'timeUpdate', time: 75 },
      { currentTime: 75, ctrlCurrentTime: 75, playedSeconds: 0 },
    ],
    [
      'timeUpdate a slow tab reports a second late still counts',
      { currentTime: 10, playing: true, playedSeconds: 1 },
      { type: 'timeUpdate', time: 11.5 },
      { currentTime: 11.5, ctrlCurrentTime: 11.5, playedSeconds: 2.5 },
    ],
    [
      'timeUpdate backwards (a seek back, the next part) counts nothing',
      { currentTime: 40, playing: true, playedSeconds: 30 },
      { type: 'timeUpdate', time: 0.2 },
      { currentTime: 0.2, ctrlCurrentTime: 0.2, playedSeconds: 30 },
    ],
    [
      'timeUpdate while paused counts nothing',
      { currentTime: 3, playing: false, playedSeconds: 3 },
      { type: 'timeUpdate', time: 3.25 },
      { currentTime: 3.25, ctrlCurrentTime: 3.25, playedSeconds: 3 },
    ],
    [
      'timeUpdate NaN is 0',
      { currentTime: 2 },
      { type: 'timeUpdate', time: Number.NaN },
      { currentTime: 0 },
    ],
    ['durationChange', {}, { type: 'durationChange', duration: 12.5 }, { totalTime: 12.5 }],
    [
      'durationChange Infinity is ignored',
      {},
      { type: 'durationChange', duration: Number.POSITIVE_INFINITY },
      { totalTime: 10 },
    ],
    ['waiting', { loading: false }, { type: 'waiting' }, { loading: true }],
    ['canPlay', {}, { type: 'canPlay' }, { loading: false }],
    ['useHls', {}, { type: 'useHls' }, { useHls: true }],
    ['ratingSubmitted', {}, { type: 'ratingSubmitted' }, { ratingSubmitted: true }],
  ])('%s', (_name, before, request, expected) => {
    const prev = state(before);
    expect(reducePlayer(prev, request)).toEqual({ ...prev, ...expected });
  });

  /** Every request type, so a new one cannot skip the check (the record type keeps it complete). */
  const everyRequest: { [K in PlayerRequest['type']]: Extract<PlayerRequest, { type: K }> } = {
    play: { type: 'play' },
    pause: { type: 'pause' },
    togglePlay: { type: 'togglePlay' },
    replay: { type: 'replay' },
    seek: { type: 'seek', time: 4 },
    scrub: { type: 'scrub', time: 6 },
    endScrub: { type: 'endScrub' },
    setVolume: { type: 'setVolume', volume: 20 },
    toggleMute: { type: 'toggleMute' },
    toggleCaptions: { type: 'toggleCaptions' },
    toggleTranscript: { type: 'toggleTranscript' },
    enterFullscreen: { type: 'enterFullscreen' },
    exitFullscreen: { type: 'exitFullscreen' },
    ended: { type: 'ended' },
    timeUpdate: { type: 'timeUpdate', time: 2 },
    durationChange: { type: 'durationChange', duration: 12 },
    waiting: { type: 'waiting' },
    canPlay: { type: 'canPlay' },
    useHls: { type: 'useHls' },
    ratingSubmitted: { type: 'ratingSubmitted' },
  };
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) deepFreeze(inner);
      Object.freeze(value);
    }
    return value;
  };

  it.each(Object.values(everyRequest))('never mutates the previous state on %j', (request) => {
    for (const before of [
      state(),
      state({ isAtEnd: true, playing: false }),
      state({ scrubbing: true, mute: true, volume: 0 }),
    ]) {
      const prev = deepFreeze(before);
      const copy = structuredClone(prev);
      expect(() => reducePlayer(prev, request)).not.toThrow();
      expect(prev).toEqual(copy);
    }
  });
});

describe("firstPlayStart: the start option against the video's length", () => {
  it.each([
    [undefined, 120, { seconds: 0, ignored: false }],
    [0, 120, { seconds: 0, ignored: false }],
    [75, 120, { seconds: 75, ignored: false }],
    [119, 120, { seconds: 119, ignored: false }],
    // At or past the end there is nothing to play: the start is ignored.
    [120, 120, { seconds: 0, ignored: true }],
    [500, 120, { seconds: 0, ignored: true }],
    // A feed without a length: kept, the media stops at its real end.
    [75, 0, { seconds: 75, ignored: false }],
    [75, Number.NaN, { seconds: 75, ignored: false }],
    [Number.NaN, 120, { seconds: 0, ignored: false }],
  ])('start %j in %j s: %j', (start, length, expected) => {
    expect(firstPlayStart(start, length)).toEqual(expected);
  });
});
