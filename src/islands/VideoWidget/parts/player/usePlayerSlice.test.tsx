// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlayerSlice } from './usePlayerSlice.ts';
import { createPlayerStore } from '../../../../video/store.ts';

describe('usePlayerSlice', () => {
  it('re-renders only when its slice changes', () => {
    const store = createPlayerStore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePlayerSlice(store, (s) => s.showCaption);
    });
    expect(result.current).toBe(false);
    const before = renders;
    act(() => {
      store.dispatch({ type: 'timeUpdate', time: 3 });
      store.dispatch({ type: 'toggleTranscript' });
    });
    expect(renders).toBe(before);
    act(() => void store.dispatch({ type: 'toggleCaptions' }));
    expect(result.current).toBe(true);
    expect(renders).toBe(before + 1);
  });

  it('keeps an object slice stable while its values are equal', () => {
    const store = createPlayerStore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePlayerSlice(store, (s) => ({ mute: s.mute, volume: s.volume }));
    });
    const first = result.current;
    const before = renders;
    act(() => void store.dispatch({ type: 'timeUpdate', time: 5 }));
    expect(result.current).toBe(first);
    expect(renders).toBe(before);
    act(() => void store.dispatch({ type: 'setVolume', volume: 20 }));
    expect(result.current).toEqual({ mute: false, volume: 20 });
    expect(renders).toBe(before + 1);
  });
});
