import { describe, expect, it, vi } from 'vitest';
import { initialPlayerState } from './state.ts';
import { createPlayerStore, shallowEqual } from './store.ts';

describe('player store', () => {
  it('reduces requests through the reducer and returns the state before and after', () => {
    const store = createPlayerStore({ ...initialPlayerState, totalTime: 100 });
    const { previous, next } = store.dispatch({ type: 'seek', time: 40 });
    expect(previous.currentTime).toBe(0);
    expect(next).toMatchObject({ currentTime: 40, ctrlCurrentTime: 40 });
    expect(store.get()).toBe(next);
    store.dispatch({ type: 'ended' });
    expect(store.get()).toMatchObject({ isAtEnd: true, playing: false, currentTime: 100 });
    store.dispatch({ type: 'togglePlay' });
    expect(store.get()).toMatchObject({ isAtEnd: false, playing: true, currentTime: 0 });
  });

  it('notifies subscribers of every change, and each store only its own', () => {
    const a = createPlayerStore();
    const b = createPlayerStore();
    const onA = vi.fn();
    const onB = vi.fn();
    a.$state.listen(onA);
    b.$state.listen(onB);
    a.dispatch({ type: 'toggleCaptions' });
    expect(onA).toHaveBeenCalledOnce();
    expect(onA.mock.calls[0]?.[0]).toMatchObject({ showCaption: true });
    expect(onB).not.toHaveBeenCalled();
    expect(b.get().showCaption).toBe(false);
  });

  it('does not notify when a request leaves the state as it was', () => {
    const store = createPlayerStore();
    const listener = vi.fn();
    store.$state.listen(listener);
    store.dispatch({ type: 'durationChange', duration: Number.NaN });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('shallowEqual', () => {
  it.each([
    [1, 1, true],
    [{ a: 1, b: 'x' }, { a: 1, b: 'x' }, true],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: {} }, { a: {} }, false],
    [null, {}, false],
  ])('%j and %j: %s', (a, b, equal) => {
    expect(shallowEqual<unknown>(a, b)).toBe(equal);
  });
});
