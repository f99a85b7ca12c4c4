// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashProvider, type DashModule } from './dash.ts';

const dashSource = { src: '/m/a.mpd', type: 'application/dash+xml' } as const;

/** A stand-in for dash.js: MediaPlayer().create() players that record what they are asked. */
function fakeDash(supported = true) {
  const players: {
    handlers: Map<string, (event: { error?: unknown }) => void>;
    initialized:
      [HTMLMediaElement | undefined, string | undefined, boolean | undefined] | undefined;
    reset: ReturnType<typeof vi.fn>;
  }[] = [];
  const events = { ERROR: 'error', STREAM_INITIALIZED: 'streamInitialized' };
  const MediaPlayer = Object.assign(
    () => ({
      create() {
        const player = {
          handlers: new Map<string, (event: { error?: unknown }) => void>(),
          initialized: undefined as
            [HTMLMediaElement | undefined, string | undefined, boolean | undefined] | undefined,
          reset: vi.fn(),
        };
        players.push(player);
        return {
          on: (name: string, handler: (event: { error?: unknown }) => void) =>
            player.handlers.set(name, handler),
          off: (name: string) => player.handlers.delete(name),
          initialize: (view?: HTMLMediaElement, src?: string, autoPlay?: boolean) => {
            player.initialized = [view, src, autoPlay];
          },
          reset: player.reset,
        };
      },
    }),
    { events },
  );
  const library = { MediaPlayer, supportsMediaSource: () => supported } as unknown as DashModule;
  const loader = { canPlay: vi.fn(() => true), load: vi.fn(async () => library) };
  return { players, loader, provider: createDashProvider(loader) };
}

describe('dash.js provider', () => {
  it('plays DASH sources where MSE exists and the chunk has not failed', () => {
    const { provider, loader } = fakeDash();
    expect(provider.canPlay(dashSource, { mse: true, nativeHls: false })).toBe(true);
    expect(provider.canPlay(dashSource, { mse: false, nativeHls: true })).toBe(false);
    expect(
      provider.canPlay(
        { src: '/m/a.m3u8', type: 'application/x-mpegURL' },
        { mse: true, nativeHls: true },
      ),
    ).toBe(false);
    loader.canPlay.mockReturnValue(false);
    expect(provider.canPlay(dashSource, { mse: true, nativeHls: false })).toBe(false);
  });

  it('loads lazily, attaches a player to the element, forwards its events and resets it on destroy', async () => {
    const { provider, players, loader } = fakeDash();
    const video = document.createElement('video');
    const events = { onFatal: vi.fn(), onReady: vi.fn() };
    expect(loader.load).not.toHaveBeenCalled();
    await provider.load();
    const handle = provider.attach(video, dashSource.src, events);
    const player = players[0];
    expect(player?.initialized).toEqual([video, '/m/a.mpd', false]);
    player?.handlers.get('streamInitialized')?.({});
    expect(events.onReady).toHaveBeenCalledOnce();
    player?.handlers.get('error')?.({ error: { message: 'download failed' } });
    expect(events.onFatal).toHaveBeenCalledWith('download failed');
    handle?.destroy();
    expect(player?.reset).toHaveBeenCalledOnce();
    expect(player?.handlers.size).toBe(0);
  });

  it('attaches nothing where the loaded library has no Media Source support', async () => {
    const { provider, players } = fakeDash(false);
    await provider.load();
    expect(
      provider.attach(document.createElement('video'), dashSource.src, {
        onFatal: vi.fn(),
        onReady: vi.fn(),
      }),
    ).toBeUndefined();
    expect(players).toEqual([]);
  });
});

describe('the real loader when the dash.js chunk fails to load (spec §8)', () => {
  afterEach(() => {
    vi.doUnmock('dashjs');
    vi.resetModules();
  });

  it('turns DASH off for the page: the preview provider no longer offers to play a manifest', async () => {
    vi.resetModules();
    vi.doMock('dashjs', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.stubGlobal('MediaSource', class {});
    const { dashLoader, dashProvider } = await import('./dash.ts');
    const caps = { mse: true, nativeHls: false };
    expect(dashProvider.canPlay(dashSource, caps)).toBe(true);

    await expect(dashProvider.load()).rejects.toThrow();
    expect(dashLoader.disabled()).toBe(true);
    expect(dashLoader.canPlay()).toBe(false);
    expect(dashProvider.canPlay(dashSource, caps)).toBe(false);
  });
});
