/**
 * The player's state as a subscribable store (vidstack's player state): one per player, owned by
 * the engine, which reduces every request (src/video/state.ts) into it. Views read the slice they
 * show and are told only when that slice changes.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { initialPlayerState, reducePlayer, type PlayerRequest, type PlayerState } from './state.ts';

/** What views get: read and subscribe, no writes. */
export interface PlayerStateSource {
  readonly $state: ReadableAtom<PlayerState>;
  get(): PlayerState;
}

export interface PlayerStore extends PlayerStateSource {
  /** Reduces `request` into the state; returns the state before and after. */
  dispatch(request: PlayerRequest): { previous: PlayerState; next: PlayerState };
}

export function createPlayerStore(initial: PlayerState = initialPlayerState): PlayerStore {
  const $state = atom(initial);
  return {
    $state,
    get: () => $state.get(),
    dispatch(request) {
      const previous = $state.get();
      const next = reducePlayer(previous, request);
      $state.set(next);
      return { previous, next };
    },
  };
}

/** Equal when both are the same value, or plain objects with the same values per key. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
