// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine, type EngineOptions, type PlayerChange } from './engine.ts';
import { createHlsProvider, type HlsConstructor } from './loaders/hls.ts';
import type { VideoSource } from './model/metadata.ts';
import type { PlaybackStep } from './sources.ts';
import { initialPlayerState, type PlayerState } from './state.ts';
import { setLogSink } from '../domain/log.ts';

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
  return { loader, instances, provider: createHlsProvider(loader) };
}

/** An engine on the test's <video> with hls.js replaced; `changes` records every state change. */
function engineWith(
  fake: ReturnType<typeof fakeHls>,
  options: Partial<EngineOptions> & { state?: Partial<PlayerState> } = {},
) {
  const changes: PlayerChange[] = [];
  const { state, ...rest } = options;
  const engine = createEngine({
    sources,
    providers: [fake.provider],
    initialState: { ...initialPlayerState, ...state },
    onChange: (change) => changes.push(change),
    onFatal: vi.fn(),
    ...rest,
  });
  /** The media-event requests the engine reduced (what the element reported). */
  const reported = () => changes.filter((c) => c.origin === 'media').map((c) => c.request);
  return { engine, changes, reported };
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
    const fake = fakeHls();
    const steps: PlaybackStep['kind'][] = [];
    const { engine, reported } = engineWith(fake, {
      capabilities: { mse: true, nativeHls: true },
      onStep: (s) => steps.push(s.kind),
    });
    engine.attach(video);
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    expect(video.play).toHaveBeenCalled();
    expect(fake.loader.load).not.toHaveBeenCalled();

    video.dispatchEvent(new Event('error'));
    await flush();
    expect(fake.loader.load).toHaveBeenCalledOnce();
    expect(steps).toEqual(['file', 'hls.js']);
    expect(reported()).toContainEqual({ type: 'useHls' });
    expect(engine.store.get().useHls).toBe(true);
    expect(fake.instances[0]?.source).toBe('/m/a.m3u8');
    expect(fake.instances[0]?.media).toBe(video);
  });

  it('goes to the error view when HLS fails too', async () => {
    const fake = fakeHls();
    const onFatal = vi.fn();
    const { engine } = engineWith(fake, { capabilities: { mse: true, nativeHls: false }, onFatal });
    engine.attach(video);
    video.dispatchEvent(new Event('error'));
    await flush();
    fake.instances[0]?.emit('hlsError', { fatal: false, details: 'fragLoadError' });
    expect(onFatal).not.toHaveBeenCalled();
    fake.instances[0]?.emit('hlsError');
    expect(onFatal).toHaveBeenCalledOnce();
    expect(fake.instances[0]?.destroyed).toBe(true);
  });

  it('skips to the next step when hls.js is not supported after loading', async () => {
    const onFatal = vi.fn();
    const { engine } = engineWith(fakeHls(false), {
      capabilities: { mse: true, nativeHls: false },
      onFatal,
      state: { playing: false },
    });
    engine.attach(video);
    video.dispatchEvent(new Event('error'));
    await flush();
    expect(onFatal).toHaveBeenCalledOnce();
  });

  it('uses native HLS without loading hls.js where MSE is missing', () => {
    const fake = fakeHls();
    const { engine } = engineWith(fake, { capabilities: { mse: false, nativeHls: true } });
    engine.attach(video);
    video.dispatchEvent(new Event('error'));
    expect(video.getAttribute('src')).toBe('/m/a.m3u8');
    expect(fake.loader.load).not.toHaveBeenCalled();
    expect(engine.store.get().useHls).toBe(true);
  });

  it('tries each provider that can play a source, in order, with no library named', async () => {
    const attached: string[] = [];
    const provider = (kind: 'hls.js' | 'dash.js', type: VideoSource['type']) => ({
      kind,
      canPlay: (source: VideoSource) => source.type === type,
      load: vi.fn(async () => {}),
      attach: vi.fn((_video: HTMLVideoElement, src: string) => {
        attached.push(`${kind} ${src}`);
        return { destroy: vi.fn() };
      }),
    });
    const dash = provider('dash.js', 'application/dash+xml');
    const hls = provider('hls.js', 'application/x-mpegURL');
    const engine = createEngine({
      sources: [...sources, { src: '/m/a.mpd', type: 'application/dash+xml' }],
      providers: [dash, hls],
      capabilities: { mse: true, nativeHls: false },
      onFatal: vi.fn(),
    });
    engine.attach(video);
    video.dispatchEvent(new Event('error'));
    await flush();
    expect(attached).toEqual(['hls.js /m/a.m3u8']);
    expect(dash.load).not.toHaveBeenCalled();
  });
});

describe('media engine requests and events', () => {
  it('reduces requests into its store and applies them to the element', () => {
    const { engine } = engineWith(fakeHls(), { state: { playing: false } });
    engine.attach(video);
    engine.request({ type: 'pause' });
    expect(video.pause).toHaveBeenCalled();
    expect(engine.store.get().playing).toBe(false);
    engine.request({ type: 'seek', time: 4 });
    expect(video.currentTime).toBe(4);
    engine.request({ type: 'setVolume', volume: 40 });
    expect(video.volume).toBeCloseTo(0.4);
    engine.request({ type: 'toggleMute' });
    expect(video.muted).toBe(true);
    expect(engine.store.get()).toMatchObject({ volume: 40, mute: true });
    engine.request({ type: 'replay' });
    expect(video.currentTime).toBe(0);
    expect(video.play).toHaveBeenCalled();
  });

  it('tells UI requests from media events in its changes', () => {
    const { engine, changes } = engineWith(fakeHls(), { state: { playing: false } });
    engine.attach(video);
    engine.request({ type: 'play' });
    video.dispatchEvent(new Event('ended'));
    expect(changes.map((c) => [c.origin, c.request.type])).toEqual([
      ['ui', 'play'],
      ['media', 'ended'],
    ]);
    expect(changes[1]?.previous.isAtEnd).toBe(false);
    expect(changes[1]?.next.isAtEnd).toBe(true);
  });

  it('reports element events as requests and stops after destroy', () => {
    const { engine, reported } = engineWith(fakeHls(), { state: { playing: false } });
    engine.attach(video);
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('ended'));
    expect(reported()).toContainEqual({ type: 'timeUpdate', time: 0 });
    expect(reported()).toContainEqual({ type: 'ended' });
    engine.destroy();
    const count = reported().length;
    video.dispatchEvent(new Event('timeupdate'));
    expect(reported()).toHaveLength(count);
  });

  it('syncs the starting volume and mute to the element on attach', () => {
    const { engine } = engineWith(fakeHls(), { state: { playing: false, volume: 40, mute: true } });
    engine.attach(video);
    expect(video.muted).toBe(true);
    expect(video.volume).toBeCloseTo(0.4);
  });
});

describe('media engine destroy', () => {
  it('destroys the hls.js instance and detaches the element', async () => {
    const fake = fakeHls();
    const { engine } = engineWith(fake, { capabilities: { mse: true, nativeHls: false } });
    engine.attach(video);
    video.dispatchEvent(new Event('error'));
    await flush();
    expect(fake.instances).toHaveLength(1);
    expect(fake.instances[0]?.destroyed).toBe(false);
    engine.destroy();
    expect(fake.instances[0]?.destroyed).toBe(true);
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('leaves no live hls.js instance when destroy runs while import() is pending', async () => {
    const fake = fakeHls();
    let resolveImport: (value: HlsConstructor) => void = () => {};
    const realLoad = fake.loader.load.getMockImplementation();
    fake.loader.load.mockImplementation(
      () =>
        new Promise<HlsConstructor>((resolve) => {
          resolveImport = resolve;
        }),
    );
    const onFatal = vi.fn();
    const { engine } = engineWith(fake, {
      capabilities: { mse: true, nativeHls: false },
      onFatal,
    });
    engine.attach(video);
    video.dispatchEvent(new Event('error'));
    expect(fake.loader.load).toHaveBeenCalledOnce();
    engine.destroy();
    resolveImport((await realLoad?.()) as HlsConstructor);
    await flush();
    expect(fake.instances.every((instance) => instance.destroyed)).toBe(true);
    expect(fake.instances.filter((instance) => instance.media === video)).toEqual([]);
    expect(onFatal).not.toHaveBeenCalled();
  });

  it('a detach returned by an earlier attach leaves a later attachment alone', () => {
    const { engine, reported } = engineWith(fakeHls(), { state: { playing: false } });
    const detachFirst = engine.attach(video);
    engine.attach(video);
    detachFirst();
    video.dispatchEvent(new Event('timeupdate'));
    expect(reported()).toContainEqual({ type: 'timeUpdate', time: 0 });
  });
});

const part = (name: string, seconds: number) => ({
  seconds,
  sources: [
    { src: `/m/${name}.m3u8`, type: 'application/x-mpegURL' as const },
    { src: `/m/${name}_480.mp4`, type: 'video/mp4' as const },
  ],
});

/** The element reports a time inside the loaded part. */
function at(time: number) {
  Object.defineProperty(video, 'currentTime', { value: time, writable: true, configurable: true });
  video.dispatchEvent(new Event('timeupdate'));
}

function chaptered(state: Partial<PlayerState> = {}) {
  const changes: PlayerChange[] = [];
  const parts: number[] = [];
  const engine = createEngine({
    sources: [],
    parts: [part('a', 8), part('b', 9)],
    providers: [],
    capabilities: { mse: false, nativeHls: false },
    initialState: { ...initialPlayerState, totalTime: 17, ...state },
    onChange: (change) => changes.push(change),
    onPart: (index) => parts.push(index),
    onFatal: vi.fn(),
  });
  engine.attach(video);
  return { engine, changes, parts };
}

describe('chaptered playback in the engine', () => {
  it('plays part 0 first; its end loads part 1 and keeps playing on one timeline', () => {
    const { engine, parts, changes } = chaptered();
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    at(7.5);
    expect(engine.store.get().currentTime).toBe(7.5);
    video.dispatchEvent(new Event('ended'));
    expect(parts).toEqual([1]);
    expect(video.getAttribute('src')).toBe('/m/b_480.mp4');
    // A part's end is not the video's end.
    expect(changes.some((c) => c.request.type === 'ended')).toBe(false);
    expect(engine.store.get().isAtEnd).toBe(false);
    at(2);
    expect(engine.store.get().currentTime).toBe(10);
    // The loaded part's own duration does not replace the timeline's length.
    Object.defineProperty(video, 'duration', { value: 9, configurable: true });
    video.dispatchEvent(new Event('durationchange'));
    expect(engine.store.get().totalTime).toBe(17);
  });

  it('after the last part the video ends', () => {
    const { engine } = chaptered();
    video.dispatchEvent(new Event('ended'));
    video.dispatchEvent(new Event('ended'));
    expect(engine.store.get().isAtEnd).toBe(true);
  });

  it('a seek past part 0 loads part 1 at the offset once its metadata is in', () => {
    const { engine, parts } = chaptered();
    engine.request({ type: 'seek', time: 10.5 });
    expect(parts).toEqual([1]);
    expect(video.getAttribute('src')).toBe('/m/b_480.mp4');
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(2.5);
    // A seek within the loaded part only moves the time.
    engine.request({ type: 'seek', time: 12 });
    expect(parts).toEqual([1]);
    expect(video.currentTime).toBe(4);
  });

  it('replay goes back to part 0', () => {
    const { engine, parts } = chaptered();
    video.dispatchEvent(new Event('ended'));
    video.dispatchEvent(new Event('ended'));
    engine.request({ type: 'replay' });
    expect(parts).toEqual([1, 0]);
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    expect(engine.store.get()).toMatchObject({ isAtEnd: false, playing: true, currentTime: 0 });
  });
});

describe("the first play at a start moment (the state's starting time)", () => {
  it('a single video starts there once its metadata is in, and reports that time meanwhile', () => {
    const fake = fakeHls();
    const { engine } = engineWith(fake, {
      capabilities: { mse: true, nativeHls: false },
      state: { currentTime: 75, ctrlCurrentTime: 75, totalTime: 120 },
    });
    engine.attach(video);
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    expect(video.play).toHaveBeenCalled();
    // Before the metadata the element is still at 0: the timeline says where it is going.
    at(0);
    expect(engine.store.get().currentTime).toBe(75);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(75);
    at(76);
    expect(engine.store.get().currentTime).toBe(76);
  });

  it('a chaptered video loads the part holding the moment and plays from its offset', () => {
    const { engine, parts } = chaptered({ currentTime: 10.5, ctrlCurrentTime: 10.5 });
    expect(parts).toEqual([1]);
    expect(video.getAttribute('src')).toBe('/m/b_480.mp4');
    at(0);
    expect(engine.store.get().currentTime).toBe(10.5);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(2.5);
    at(3);
    expect(engine.store.get().currentTime).toBe(11);
  });

  it('a moment inside the first part needs no other part', () => {
    const { parts } = chaptered({ currentTime: 5 });
    expect(parts).toEqual([]);
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(5);
  });

  it('replay after a started-late play goes back to 0 in part 0', () => {
    const { engine, parts } = chaptered({ currentTime: 10.5 });
    video.dispatchEvent(new Event('loadedmetadata'));
    // Started in the last part: its end is the video's end.
    video.dispatchEvent(new Event('ended'));
    expect(engine.store.get().isAtEnd).toBe(true);
    engine.request({ type: 'replay' });
    expect(parts).toEqual([1, 0]);
    expect(video.getAttribute('src')).toBe('/m/a_480.mp4');
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(engine.store.get()).toMatchObject({ currentTime: 0, playing: true });
  });

  it('without a start the element is never moved at its metadata', () => {
    const { engine } = chaptered();
    at(0);
    Object.defineProperty(video, 'currentTime', { value: 0, writable: true, configurable: true });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(0);
    expect(engine.store.get().currentTime).toBe(0);
  });
});
