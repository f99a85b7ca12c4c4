import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clampRating,
  createRatingFlow,
  initialRatingState,
  RATING_STEP_MS,
  reduceRating,
  showRatingPanel,
  THANK_YOU_MS,
  thumbsRating,
  type RatingState,
} from './rating.ts';

describe('thumbs and ratings', () => {
  it('thumbs up is 5, thumbs down is 1', () => {
    expect(thumbsRating(true)).toBe(5);
    expect(thumbsRating(false)).toBe(1);
  });
  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [4.6, 5],
    [9, 5],
    [Number.NaN, 1],
  ])('rating %d is kept within 1–5 as %d', (value, expected) => {
    expect(clampRating(value)).toBe(expected);
  });
});

describe('rating reducer', () => {
  const atComment: RatingState = { ...initialRatingState, step: 1, rating: 4 };
  it('a pick waits for the transition to the comment step', () => {
    const picked = reduceRating(initialRatingState, { type: 'pick', rating: 4 });
    expect(picked).toMatchObject({ step: 0, rating: 4, pending: 1 });
    expect(reduceRating(picked, { type: 'settle' })).toMatchObject({ step: 1, pending: undefined });
  });
  it('an empty comment is an error and stays', () => {
    const next = reduceRating({ ...atComment, comment: '   ' }, { type: 'submit' });
    expect(next).toMatchObject({ step: 1, commentError: true, pending: undefined });
  });
  it('typing clears the error', () => {
    const error = { ...atComment, commentError: true };
    expect(reduceRating(error, { type: 'edit', comment: 'ok' }).commentError).toBe(false);
    expect(reduceRating(error, { type: 'edit', comment: ' ' }).commentError).toBe(true);
  });
  it('input during a transition is ignored', () => {
    const picked = reduceRating(initialRatingState, { type: 'pick', rating: 2 });
    expect(reduceRating(picked, { type: 'pick', rating: 5 })).toBe(picked);
  });
  it('close only on the thank-you step, and not while it fades in', () => {
    expect(reduceRating(initialRatingState, { type: 'close' })).toBe(initialRatingState);
    const atComment1: RatingState = { ...initialRatingState, step: 1, rating: 2, comment: 'x' };
    expect(reduceRating(atComment1, { type: 'close' })).toBe(atComment1);
    const thanks: RatingState = { ...atComment1, step: 2 };
    expect(reduceRating(thanks, { type: 'close' })).toMatchObject({ step: 2, pending: -1 });
    const fadingIn: RatingState = { ...atComment1, pending: 2 };
    expect(reduceRating(fadingIn, { type: 'close' })).toBe(fadingIn);
  });
  it('submit and cancel only on the comment step', () => {
    expect(reduceRating(initialRatingState, { type: 'submit' })).toBe(initialRatingState);
    expect(reduceRating(initialRatingState, { type: 'cancel' })).toBe(initialRatingState);
  });
});

describe('rating flow under fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const changes: RatingState[] = [];
    const onResult = vi.fn();
    const flow = createRatingFlow({ onChange: (s) => changes.push(s), onResult });
    return { flow, onResult, step: () => flow.get().step };
  };

  it('pick → comment after exactly 750 ms; cancel → rating after 750 ms', () => {
    const { flow, step } = start();
    flow.send({ type: 'pick', rating: 3 });
    vi.advanceTimersByTime(RATING_STEP_MS - 1);
    expect(step()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(step()).toBe(1);
    flow.send({ type: 'cancel' });
    vi.advanceTimersByTime(RATING_STEP_MS - 1);
    expect(step()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(step()).toBe(0);
  });

  it('submit → thank-you after 750 ms with the result, then exit', () => {
    const { flow, onResult, step } = start();
    flow.send({ type: 'pick', rating: 5 });
    vi.advanceTimersByTime(RATING_STEP_MS);
    flow.send({ type: 'edit', comment: '  Very clear  ' });
    flow.send({ type: 'submit' });
    vi.advanceTimersByTime(RATING_STEP_MS - 1);
    expect(step()).toBe(1);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step()).toBe(2);
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      submitted: true,
      rating: 5,
      comment: 'Very clear',
    });
    vi.advanceTimersByTime(THANK_YOU_MS + RATING_STEP_MS - 1);
    expect(step()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(step()).toBe(-1);
  });

  it('an empty comment never reports and never moves on', () => {
    const { flow, onResult, step } = start();
    flow.send({ type: 'pick', rating: 1 });
    vi.advanceTimersByTime(RATING_STEP_MS);
    flow.send({ type: 'submit' });
    expect(flow.get().commentError).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(step()).toBe(1);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('a thank-you that holds an offer stays until close, then exits after 750 ms', () => {
    const holdThanks = vi.fn((result: { rating: number }) => result.rating <= 2);
    const flow = createRatingFlow({ onChange: () => {}, onResult: () => {}, holdThanks });
    flow.send({ type: 'pick', rating: 1 });
    vi.advanceTimersByTime(RATING_STEP_MS);
    flow.send({ type: 'edit', comment: 'Too fast' });
    flow.send({ type: 'submit' });
    vi.advanceTimersByTime(RATING_STEP_MS);
    expect(holdThanks).toHaveBeenCalledExactlyOnceWith({
      submitted: true,
      rating: 1,
      comment: 'Too fast',
    });
    vi.advanceTimersByTime(THANK_YOU_MS * 10);
    expect(flow.get().step).toBe(2);
    flow.send({ type: 'close' });
    vi.advanceTimersByTime(RATING_STEP_MS - 1);
    expect(flow.get()).toMatchObject({ step: 2, pending: -1 });
    vi.advanceTimersByTime(1);
    expect(flow.get().step).toBe(-1);
  });

  it('a thank-you that holds nothing leaves on its own', () => {
    const flow = createRatingFlow({
      onChange: () => {},
      onResult: () => {},
      holdThanks: () => false,
    });
    flow.send({ type: 'pick', rating: 4 });
    vi.advanceTimersByTime(RATING_STEP_MS);
    flow.send({ type: 'edit', comment: 'Fine' });
    flow.send({ type: 'submit' });
    vi.advanceTimersByTime(RATING_STEP_MS + THANK_YOU_MS + RATING_STEP_MS);
    expect(flow.get().step).toBe(-1);
  });

  it('dispose stops a pending step', () => {
    const { flow, step } = start();
    flow.send({ type: 'pick', rating: 2 });
    flow.dispose();
    vi.advanceTimersByTime(RATING_STEP_MS * 2);
    expect(step()).toBe(0);
  });
});

describe('when the panel shows', () => {
  const base = { rating: 'stars' as const, submitted: false, cinema: false, playedSeconds: 6 };
  it.each([
    [base, true],
    [{ ...base, playedSeconds: 5 }, false],
    [{ ...base, playedSeconds: 5.1 }, true],
    [{ ...base, rating: undefined }, false],
    [{ ...base, submitted: true }, false],
    [{ ...base, cinema: true }, false],
    [{ ...base, rating: 'Thumbs' as const }, true],
  ])('%j → %s', (input, shown) => {
    expect(showRatingPanel(input)).toBe(shown);
  });
});
