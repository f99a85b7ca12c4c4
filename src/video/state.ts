/**
 * The player's one state record and the pure reducer for the requests the UI and the media
 * element send. The engine applies the resulting state to the <video> element.
 */
import type { VideoWidgetOptions } from './model/option-defaults.ts';
import { DEFAULT_VOLUME, volumeFromOption } from './volume.ts';

export interface PlayerState {
  fullscreen: boolean;
  mute: boolean;
  playing: boolean;
  /** 0–100. */
  volume: number;
  /** Seconds, from the media element. */
  currentTime: number;
  /** Seconds: the metadata length until the element reports its own duration. */
  totalTime: number;
  showCaption: boolean;
  showTranscript: boolean;
  ratingSubmitted: boolean;
  loading: boolean;
  isAtEnd: boolean;
  /** The time the seek slider shows: follows currentTime except while the visitor drags. */
  ctrlCurrentTime: number;
  /** The visitor is dragging the seek slider: time updates leave ctrlCurrentTime alone. */
  scrubbing: boolean;
  useHls: boolean;
  /**
   * Seconds of the video the viewer has seen play since the player opened: the time updates that
   * move forward by a playing step. A seek, a deep link's start or a chapter jump is not watching.
   */
  playedSeconds: number;
}

export const initialPlayerState: PlayerState = {
  fullscreen: false,
  mute: false,
  playing: true,
  volume: DEFAULT_VOLUME,
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
};

/**
 * The state a player opens in: the widget's options set what they configure (the volume, captions
 * on), the video's length stands in until the media reports its own, and playback begins at
 * `start` (the slider shows it from the first paint). The one place an option reaches the store:
 * a control reads it from there.
 */
export function openingState(
  options: Partial<VideoWidgetOptions>,
  totalTime: number,
  start = 0,
): PlayerState {
  const setting = volumeFromOption(options.volume);
  const at = Number.isFinite(start) && start > 0 ? start : 0;
  return {
    ...initialPlayerState,
    volume: setting.volume,
    mute: setting.mute,
    showCaption: options.showCaption === true,
    totalTime,
    currentTime: at,
    ctrlCurrentTime: at,
  };
}

/**
 * The longest step between two time updates that still counts as playing: browsers report every
 * 15–250 ms, a busy or throttled tab about once a second; a seek jumps further.
 */
const MAX_PLAY_STEP_SECONDS = 2;

export type PlayerRequest =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  | { type: 'replay' }
  | { type: 'seek'; time: number }
  /** The slider is being dragged: show the time without seeking yet. */
  | { type: 'scrub'; time: number }
  /** A drag ended without a seek (cancelled): the slider follows the media time again. */
  | { type: 'endScrub' }
  | { type: 'setVolume'; volume: number }
  | { type: 'toggleMute' }
  | { type: 'toggleCaptions' }
  | { type: 'toggleTranscript' }
  | { type: 'enterFullscreen' }
  | { type: 'exitFullscreen' }
  | { type: 'ended' }
  | { type: 'timeUpdate'; time: number }
  | { type: 'durationChange'; duration: number }
  | { type: 'waiting' }
  | { type: 'canPlay' }
  | { type: 'useHls' }
  | { type: 'ratingSubmitted' };

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function reducePlayer(state: PlayerState, request: PlayerRequest): PlayerState {
  switch (request.type) {
    case 'play':
      // Playing again from the end replays from the start.
      return state.isAtEnd
        ? { ...state, playing: true, isAtEnd: false, currentTime: 0, ctrlCurrentTime: 0 }
        : { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'togglePlay':
      return reducePlayer(state, { type: state.playing && !state.isAtEnd ? 'pause' : 'play' });
    case 'replay':
      return { ...state, playing: true, isAtEnd: false, currentTime: 0, ctrlCurrentTime: 0 };
    case 'seek': {
      const max = state.totalTime > 0 ? state.totalTime : Infinity;
      const time = Math.min(max, finite(request.time));
      return {
        ...state,
        currentTime: time,
        ctrlCurrentTime: time,
        isAtEnd: false,
        scrubbing: false,
      };
    }
    case 'scrub':
      return {
        ...state,
        scrubbing: true,
        ctrlCurrentTime: Math.min(state.totalTime || Infinity, finite(request.time)),
      };
    case 'endScrub':
      return { ...state, scrubbing: false, ctrlCurrentTime: state.currentTime };
    case 'setVolume': {
      const volume = Math.min(
        100,
        Math.max(0, Number.isFinite(request.volume) ? request.volume : 0),
      );
      return { ...state, volume, mute: volume <= 0 };
    }
    case 'toggleMute':
      // Unmuting at volume 0 would stay silent, so it restores the default level.
      if (state.mute && state.volume <= 0) return { ...state, mute: false, volume: DEFAULT_VOLUME };
      return { ...state, mute: !state.mute };
    case 'toggleCaptions':
      return { ...state, showCaption: !state.showCaption };
    case 'toggleTranscript':
      return { ...state, showTranscript: !state.showTranscript };
    case 'enterFullscreen':
      return { ...state, fullscreen: true };
    case 'exitFullscreen':
      return { ...state, fullscreen: false };
    case 'ended': {
      const time = state.totalTime || state.currentTime;
      return {
        ...state,
        playing: false,
        isAtEnd: true,
        currentTime: time,
        ctrlCurrentTime: state.scrubbing ? state.ctrlCurrentTime : time,
      };
    }
    case 'timeUpdate': {
      const time = finite(request.time);
      const step = time - state.currentTime;
      const played =
        state.playing && step > 0 && step <= MAX_PLAY_STEP_SECONDS
          ? state.playedSeconds + step
          : state.playedSeconds;
      // While the visitor drags, the thumb stays where the pointer is.
      return state.scrubbing
        ? { ...state, currentTime: time, playedSeconds: played }
        : { ...state, currentTime: time, ctrlCurrentTime: time, playedSeconds: played };
    }
    case 'durationChange':
      return finite(request.duration) > 0 ? { ...state, totalTime: request.duration } : state;
    case 'waiting':
      return { ...state, loading: true };
    case 'canPlay':
      return { ...state, loading: false };
    case 'useHls':
      return { ...state, useHls: true };
    case 'ratingSubmitted':
      return { ...state, ratingSubmitted: true };
  }
}

/** Where a first play starts, and whether the asked start had to be ignored. */
export interface FirstPlayStart {
  seconds: number;
  /** The start option lay at or past the video's end: the play starts at 0 instead. */
  ignored: boolean;
}

/**
 * The start option against the video's length: a start inside the video is kept, one at or past
 * its end is ignored (the play starts at 0). A video whose feed gives no length (0) keeps the
 * start: the media element stops at its real end.
 */
export function firstPlayStart(start: number | undefined, length: number): FirstPlayStart {
  if (start === undefined || !Number.isFinite(start) || start <= 0)
    return { seconds: 0, ignored: false };
  if (Number.isFinite(length) && length > 0 && start >= length)
    return { seconds: 0, ignored: true };
  return { seconds: start, ignored: false };
}
