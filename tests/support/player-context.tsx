/**
 * Renders a part of the video player inside the player's context (store, request, tracker) and
 * the page's language, as Player.tsx and the island root provide them, for the parts' component
 * tests. By default a request is
 * recorded and reduced into the store, so the parts re-render as they would in the player.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { Locale } from '../../src/domain/i18n/locales.ts';
import {
  PlayerProvider,
  type PlayerContextValue,
} from '../../src/islands/VideoWidget/parts/player/PlayerContext.tsx';
import { LocaleProvider } from '../../src/ui/shared/locale-context.tsx';
import { initialPlayerState, type PlayerRequest, type PlayerState } from '../../src/video/state.ts';
import { createPlayerStore } from '../../src/video/store.ts';
import { fakeTracker } from './video-tracker.ts';

export interface PlayerContextSetup {
  /** The store's starting state, over the initial player state. */
  state?: Partial<PlayerState> | undefined;
  /** The page's language around the player (English when not given). */
  locale?: Locale | undefined;
  /** Replaces the recording request that reduces into the store. */
  request?: ((request: PlayerRequest) => void) | undefined;
}

/** A player context: the store, the requests made through it, and a spy tracker. */
export function playerContext({ state, request }: PlayerContextSetup = {}) {
  const store = createPlayerStore({ ...initialPlayerState, ...state });
  const requests: PlayerRequest[] = [];
  const value = {
    store,
    request:
      request ??
      vi.fn((r: PlayerRequest) => {
        requests.push(r);
        store.dispatch(r);
      }),
    tracker: fakeTracker(),
  } satisfies PlayerContextValue;
  return { ...value, requests, value };
}

/** Renders `ui` inside a player context (re-renders keep it); returns the context and the view. */
export function renderInPlayer(
  ui: ReactElement,
  setup: PlayerContextSetup = {},
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  const player = playerContext(setup);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={setup.locale}>
      <PlayerProvider value={player.value}>{children}</PlayerProvider>
    </LocaleProvider>
  );
  return { ...player, view: render(ui, { ...options, wrapper }) };
}
