/**
 * The rating panel's three-step flow as a pure reducer plus a small runner that owns its timers.
 * Steps (the spec's numbers): rating 0, comment 1, thank-you 2, exit -1. Every step change waits
 * RATING_STEP_MS, so the panel can fade out before the next step shows.
 */

export const RATING_STEP_MS = 750;
/**
 * How long the thank-you step stays before the panel exits (after its 750 ms transition), unless
 * it holds an offer (see `holdThanks`).
 */
export const THANK_YOU_MS = 5000;
export const STAR_COUNT = 5;
/** Playback must pass this many seconds before the panel shows. */
export const RATING_AFTER_SECONDS = 5;

export type RatingKind = 'stars' | 'Thumbs';
export type RatingStep = 0 | 1 | 2 | -1;

export interface RatingResult {
  submitted: boolean;
  /** 1–5. */
  rating: number;
  comment: string;
}

export interface RatingState {
  step: RatingStep;
  rating: number;
  comment: string;
  /** The comment box is in its error style (empty on submit). */
  commentError: boolean;
  /** A transition to this step is under way (the current step fades out). */
  pending: RatingStep | undefined;
}

export const initialRatingState: RatingState = {
  step: 0,
  rating: 0,
  comment: '',
  commentError: false,
  pending: undefined,
};

export type RatingEvent =
  | { type: 'pick'; rating: number }
  | { type: 'edit'; comment: string }
  | { type: 'cancel' }
  | { type: 'submit' }
  /** The thank-you step is done: its time is up, or the visitor took or dismissed its offer. */
  | { type: 'close' }
  /** The pending transition's time is up. */
  | { type: 'settle' };

/** Thumbs up is 5, thumbs down 1. */
export function thumbsRating(up: boolean): number {
  return up ? 5 : 1;
}

/** A rating is a whole number 1–5. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(STAR_COUNT, Math.max(1, Math.round(value)));
}

export function reduceRating(state: RatingState, event: RatingEvent): RatingState {
  // While a step is fading out, further input is ignored (one transition at a time).
  if (state.pending !== undefined && event.type !== 'settle') return state;
  switch (event.type) {
    case 'pick':
      if (state.step !== 0) return state;
      return { ...state, rating: clampRating(event.rating), pending: 1 };
    case 'edit':
      if (state.step !== 1) return state;
      return {
        ...state,
        comment: event.comment,
        commentError: state.commentError && event.comment.trim() === '',
      };
    case 'cancel':
      if (state.step !== 1) return state;
      return { ...state, commentError: false, pending: 0 };
    case 'submit':
      if (state.step !== 1) return state;
      if (state.comment.trim() === '') return { ...state, commentError: true };
      return { ...state, commentError: false, pending: 2 };
    case 'close':
      if (state.step !== 2) return state;
      return { ...state, pending: -1 };
    case 'settle':
      if (state.pending === undefined) return state;
      return { ...state, step: state.pending, pending: undefined };
  }
}

export interface RatingFlowOptions {
  onChange: (state: RatingState) => void;
  /** The visitor submitted: called when the thank-you step shows. */
  onResult: (result: RatingResult) => void;
  /**
   * The thank-you step for this result holds an offer: it stays until a `close` (WCAG 2.2.1, an
   * offer that vanishes on a timer cannot be taken) instead of leaving after THANK_YOU_MS.
   */
  holdThanks?: ((result: RatingResult) => boolean) | undefined;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface RatingFlow {
  send(event: Exclude<RatingEvent, { type: 'settle' }>): void;
  get(): RatingState;
  /** Stops pending timers (the panel unmounted). */
  dispose(): void;
}

/** Runs the reducer and schedules each transition's settle after RATING_STEP_MS. */
export function createRatingFlow(options: RatingFlowOptions): RatingFlow {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let state = initialRatingState;
  const timers = new Set<unknown>();

  const later = (ms: number, run: () => void) => {
    const handle = setTimer(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
  };

  const apply = (event: RatingEvent) => {
    const previous = state;
    state = reduceRating(state, event);
    if (state === previous) return;
    options.onChange(state);
    if (state.pending !== undefined && previous.pending === undefined) {
      const target = state.pending;
      later(RATING_STEP_MS, () => {
        apply({ type: 'settle' });
        if (target !== 2) return;
        const result = { submitted: true, rating: state.rating, comment: state.comment.trim() };
        options.onResult(result);
        if (!options.holdThanks?.(result)) later(THANK_YOU_MS, () => apply({ type: 'close' }));
      });
    }
  };

  return {
    send: apply,
    get: () => state,
    dispose() {
      for (const handle of timers) clearTimer(handle);
      timers.clear();
    },
  };
}

/**
 * The panel shows only with rating on, not yet submitted, not in cinema, past 5 s of playback:
 * seconds the viewer has seen play, not the position, so a deep link to 1:15 does not ask for a
 * rating before anything was watched (decision 30.4.10).
 */
export function showRatingPanel(input: {
  rating: RatingKind | undefined;
  submitted: boolean;
  cinema: boolean;
  playedSeconds: number;
}): boolean {
  return (
    input.rating !== undefined &&
    !input.submitted &&
    !input.cinema &&
    input.playedSeconds > RATING_AFTER_SECONDS
  );
}
