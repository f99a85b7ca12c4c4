/**
 * Reads one slice of a player's state store (vidstack's useMediaState): the component re-renders
 * only when its slice changes (compared shallowly, so a selector may return a small object).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { PlayerState } from '../../../../video/state.ts';
import { shallowEqual, type PlayerStateSource } from '../../../../video/store.ts';

export function usePlayerSlice<T>(store: PlayerStateSource, select: (state: PlayerState) => T): T {
  const last = useRef<{ value: T } | undefined>(undefined);
  const subscribe = useCallback(
    (onChange: () => void) => store.$state.listen(() => onChange()),
    [store],
  );
  const snapshot = () => {
    const next = select(store.get());
    const previous = last.current;
    if (previous && shallowEqual(previous.value, next)) return previous.value;
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
