// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createHlsProvider, hlsLoader, type HlsConstructor } from './hls.ts';

describe('hls.js loader', () => {
  it('imports once and attaches no new handler on later load() calls', async () => {
    const first = hlsLoader.load();
    const then = vi.spyOn(first, 'then');
    const catchSpy = vi.spyOn(first, 'catch');
    const second = hlsLoader.load();
    expect(second).toBe(first);
    expect(catchSpy).not.toHaveBeenCalled();
    expect(then).not.toHaveBeenCalled();
    const Hls = await first;
    expect(typeof Hls.isSupported).toBe('function');
  });
});

describe('hls.js provider', () => {
  const hlsSource = { src: '/m/a.m3u8', type: 'application/x-mpegURL' } as const;

  function fakeLibrary(supported = true) {
    const made: FakeHls[] = [];
    type Handler = (event: string, data: { fatal: boolean; details: string }) => void;
    class FakeHls {
      static isSupported = () => supported;
      static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
      handlers = new Map<string, Handler>();
      config: unknown;
      source = '';
      media: HTMLMediaElement | undefined;
      destroyed = false;
      constructor(config: unknown) {
        this.config = config;
        made.push(this);
      }
      on(name: string, handler: Handler) {
        this.handlers.set(name, handler);
      }
      loadSource(src: string) {
        this.source = src;
      }
      attachMedia(media: HTMLMediaElement) {
        this.media = media;
      }
      destroy() {
        this.destroyed = true;
      }
    }
    const loader = {
      canPlay: () => true,
      load: vi.fn(async () => FakeHls as unknown as HlsConstructor),
    };
    return { made, provider: createHlsProvider(loader), loader };
  }

  it('plays HLS sources where MSE exists, nothing else', () => {
    const { provider } = fakeLibrary();
    expect(provider.canPlay(hlsSource, { mse: true, nativeHls: false })).toBe(true);
    expect(provider.canPlay(hlsSource, { mse: false, nativeHls: true })).toBe(false);
    expect(
      provider.canPlay({ src: '/m/a.mp4', type: 'video/mp4' }, { mse: true, nativeHls: true }),
    ).toBe(false);
  });

  it('attaches after load, forwards fatal errors and readiness, and destroys the instance', async () => {
    const { provider, made, loader } = fakeLibrary();
    const video = document.createElement('video');
    const events = { onFatal: vi.fn(), onReady: vi.fn() };
    expect(() => provider.attach(video, hlsSource.src, events)).toThrow();
    await provider.load();
    expect(loader.load).toHaveBeenCalledOnce();
    const handle = provider.attach(video, hlsSource.src, events);
    const instance = made[0];
    expect(instance).toMatchObject({
      source: '/m/a.m3u8',
      media: video,
      config: { enableWorker: false },
    });
    instance?.handlers.get('hlsError')?.('hlsError', { fatal: false, details: 'fragLoadError' });
    expect(events.onFatal).not.toHaveBeenCalled();
    instance?.handlers.get('hlsError')?.('hlsError', { fatal: true, details: 'manifestLoadError' });
    expect(events.onFatal).toHaveBeenCalledWith('manifestLoadError');
    instance?.handlers.get('hlsManifestParsed')?.('hlsManifestParsed', {
      fatal: false,
      details: '',
    });
    expect(events.onReady).toHaveBeenCalledOnce();
    handle?.destroy();
    expect(instance?.destroyed).toBe(true);
  });

  it('attaches nothing where the loaded library is not supported', async () => {
    const { provider, made } = fakeLibrary(false);
    await provider.load();
    const handle = provider.attach(document.createElement('video'), hlsSource.src, {
      onFatal: vi.fn(),
      onReady: vi.fn(),
    });
    expect(handle).toBeUndefined();
    expect(made).toEqual([]);
  });
});
