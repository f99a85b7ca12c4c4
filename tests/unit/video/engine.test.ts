// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../../src/video/engine.ts';
import type { HlsConstructor } from '../../../src/video/loaders/hls.ts';
import type { VideoSource } from '../../../src/video/metadata.ts';
import type { PlaybackStep } from '../../../src/video/sources.ts';
import { initialPlayerState } from '../../../src/video/state.ts';
import { setLogSink } from '../../../src/lib/log.ts';

const sources: VideoSource[] = [
  { src: '/m/a.m3u8', type: 'application/x-mpegURL' },
  { src: '/m/a_480.mp4', type: 'video/mp4' },
];

/** A stand-in for hls.js: records what the engine asks of it and lets tests raise its events. */
function fakeHls(supported = true) {
  const instances: FakeHls[] = [];
  class FakeHls {
    static isSupported = () => supported;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    handlers = new Map<
      string,
      (event: string, data: { fatal: boolean; details: string }) => void
    >();
    source = '';
    media: HTMLMediaElement | undefined;
    destroyed = false;
    constructor() {
      instances.push(this);
    }
    on(name: string, handler: (event: string, data: { fatal: boolean; details: string }) => void) {
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
    emit(name: string, data = { fatal: true, details: 'manifestLoadError' }) {
      this.handlers.get(name)?.(name, data);
    }
  }
  const loader = {
    canPlay: () => true,
    load: vi.fn(async () => FakeHls as unknown as HlsConstructor),
  };
  return { loader, instances };
}

let video: HTMLVideoElement;
let restoreLog: () => void;
beforeEach(() => {
  video = document.createElement('video');
  vi.spyOn(video, 'load').mockImplementation(() => {});
  vi.spyOn(video, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(video, 'pause').mockImplementation(() => {});
  restoreLog = setLogSink(() => {});
});
afterEach(() => restoreLog());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('media engine source fallback', () => {
  it('plays the mp4 first and loads hls.js only after a media error', async () => {
    const { loader, instances } = fakeHls();
    const steps: PlaybackStep['kind'][] = [];
    const report = vi.fn();
    const engine = createEngine(video, {
      sources,
      hls: loader,
      capabilities: { mse: true, nativeHls: true },
      report,
      onFatal: vi.fn(),
      onStep: (s) => steps.push(s.kind),
    });
    engine.start(true);
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    expect(video.play).toHaveBeenCalled();
    expect(loader.load).not.toHaveBeenCalled();

    video.dispatchEvent(new Event('error'));
    await flush();
    expect(loader.load).toHaveBeenCalledOnce();
    expect(steps).toEqual(['file', 'hls.js']);
    expect(report).toHaveBeenCalledWith({ type: 'useHls' });
    expect(instances[0]?.source).toBe('/m/a.m3u8');
    expect(instances[0]?.media).toBe(video);
  });

  it('goes to the error view when HLS fails too', async () => {
    const { loader, instances } = fakeHls();
    const onFatal = vi.fn();
    const engine = createEngine(video, {
      sources,
      hls: loader,
      capabilities: { mse: true, nativeHls: false },
      report: vi.fn(),
      onFatal,
    });
    engine.start(true);
    video.dispatchEvent(new Event('error'));
    await flush();
    instances[0]?.emit('hlsError', { fatal: false, details: 'fragLoadError' });
    expect(onFatal).not.toHaveBeenCalled();
    instances[0]?.emit('hlsError');
    expect(onFatal).toHaveBeenCalledOnce();
    expect(instances[0]?.destroyed).toBe(true);
  });

  it('skips to the next step when hls.js is not supported after loading', async () => {
    const { loader } = fakeHls(false);
    const onFatal = vi.fn();
    const engine = createEngine(video, {
      sources,
      hls: loader,
      capabilities: { mse: true, nativeHls: false },
      report: vi.fn(),
      onFatal,
    });
    engine.start(false);
    video.dispatchEvent(new Event('error'));
    await flush();
    expect(onFatal).toHaveBeenCalledOnce();
  });

  it('uses native HLS without loading hls.js where MSE is missing', () => {
    const { loader } = fakeHls();
    const engine = createEngine(video, {
      sources,
      hls: loader,
      capabilities: { mse: false, nativeHls: true },
      report: vi.fn(),
      onFatal: vi.fn(),
    });
    engine.start(true);
    video.dispatchEvent(new Event('error'));
    expect(video.getAttribute('src')).toBe('/m/a.m3u8');
    expect(loader.load).not.toHaveBeenCalled();
  });
});

describe('media engine requests and events', () => {
  it('applies requests to the element', () => {
    const engine = createEngine(video, {
      sources,
      hls: fakeHls().loader,
      report: vi.fn(),
      onFatal: vi.fn(),
    });
    engine.start(false);
    engine.apply({ type: 'pause' }, { ...initialPlayerState, playing: false });
    expect(video.pause).toHaveBeenCalled();
    engine.apply({ type: 'seek', time: 4 }, { ...initialPlayerState, currentTime: 4 });
    expect(video.currentTime).toBe(4);
    engine.apply(
      { type: 'setVolume', volume: 40 },
      { ...initialPlayerState, volume: 40, mute: false },
    );
    expect(video.volume).toBeCloseTo(0.4);
    engine.apply({ type: 'toggleMute' }, { ...initialPlayerState, volume: 40, mute: true });
    expect(video.muted).toBe(true);
    engine.apply({ type: 'replay' }, { ...initialPlayerState, playing: true });
    expect(video.currentTime).toBe(0);
    expect(video.play).toHaveBeenCalled();
  });

  it('reports element events as requests and stops after destroy', () => {
    const report = vi.fn();
    const engine = createEngine(video, {
      sources,
      hls: fakeHls().loader,
      report,
      onFatal: vi.fn(),
    });
    engine.start(false);
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('ended'));
    expect(report).toHaveBeenCalledWith({ type: 'timeUpdate', time: 0 });
    expect(report).toHaveBeenCalledWith({ type: 'ended' });
    engine.destroy();
    report.mockClear();
    video.dispatchEvent(new Event('timeupdate'));
    expect(report).not.toHaveBeenCalled();
  });
});

describe('media engine destroy', () => {
  it('destroys the hls.js instance and detaches the element', async () => {
    const { loader, instances } = fakeHls();
    const engine = createEngine(video, {
      sources,
      hls: loader,
      capabilities: { mse: true, nativeHls: false },
      report: vi.fn(),
      onFatal: vi.fn(),
    });
    engine.start(true);
    video.dispatchEvent(new Event('error'));
    await flush();
    expect(instances).toHaveLength(1);
    expect(instances[0]?.destroyed).toBe(false);
    engine.destroy();
    expect(instances[0]?.destroyed).toBe(true);
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('leaves no live hls.js instance when destroy runs while import() is pending', async () => {
    const { loader, instances } = fakeHls();
    let resolveImport: (value: HlsConstructor) => void = () => {};
    const realLoad = loader.load.getMockImplementation();
    loader.load.mockImplementation(
      () =>
        new Promise<HlsConstructor>((resolve) => {
          resolveImport = resolve;
        }),
    );
    const onFatal = vi.fn();
    const engine = createEngine(video, {
      sources,
      hls: loader,
      capabilities: { mse: true, nativeHls: false },
      report: vi.fn(),
      onFatal,
    });
    engine.start(true);
    video.dispatchEvent(new Event('error'));
    expect(loader.load).toHaveBeenCalledOnce();
    engine.destroy();
    resolveImport((await realLoad?.()) as HlsConstructor);
    await flush();
    expect(instances.every((instance) => instance.destroyed)).toBe(true);
    expect(instances.filter((instance) => instance.media === video)).toEqual([]);
    expect(onFatal).not.toHaveBeenCalled();
  });
});
