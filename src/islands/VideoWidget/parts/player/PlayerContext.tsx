/**
 * The open player's context (vidstack's media context): its state store, the request function
 * the engine applies and the analytics tracker. Player.tsx provides it once; every part inside the
 * player (controls, overlays, transcript, extras, corner box) reads it with `usePlayer()` instead
 * of taking these as props passed down through the parts above it. The page's language is not
 * here: the parts read it where every component does, `useLocale()` (src/ui/shared/locale-context.tsx).
 */
import { createContext, useContext } from 'react';
import type {
  ActionCode,
  ControlLocation,
  ControlName,
  VideoTracker,
} from '../../../../video/analytics.ts';
import type { PlayerRequest, PlayerState } from '../../../../video/state.ts';
import type { PlayerStateSource } from '../../../../video/store.ts';
import { usePlayerSlice } from './usePlayerSlice.ts';

export interface PlayerContextValue {
  /** The player's state (read a slice with `usePlayerState`). */
  store: PlayerStateSource;
  /** Asks the engine for a change; the engine applies it to the store and the media. */
  request: (request: PlayerRequest) => void;
  /** This playback's analytics. */
  tracker: VideoTracker;
}

/** Reports an interaction with a control at its place in the player. */
export type Interact = (control: ControlName, action: ActionCode, value?: string | number) => void;

const PlayerContext = createContext<PlayerContextValue | undefined>(undefined);

/** Player.tsx's provider; tests render parts inside it with tests/support/player-context.tsx. */
export const PlayerProvider = PlayerContext.Provider;

/** The open player's store, request and tracker; throws outside a player. */
export function usePlayer(): PlayerContextValue {
  const player = useContext(PlayerContext);
  if (!player)
    throw new Error(
      'usePlayer() outside a player: a player part renders inside <PlayerProvider> (Player.tsx)',
    );
  return player;
}

/** One slice of the open player's state; the part re-renders only when it changes. */
export function usePlayerState<T>(select: (state: PlayerState) => T): T {
  return usePlayerSlice(usePlayer().store, select);
}

/** The tracker's interaction report bound to a place in the player (Controller, Video, …). */
export const interactAt =
  (tracker: VideoTracker, location: ControlLocation): Interact =>
  (control, action, value) =>
    tracker.interact({ control, action, location, value });
