// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine, type PlayerChange } from './engine.ts';
import { initialPlayerState } from './state.ts';

const part = (name: string, seconds: number) => ({
  seconds,
  sources: [
    { src: `/m/${name}.m3u8`, type: 'application/x-mpegURL' as const },
    { src: `/m/${name}_480.mp4`, type: 'video/mp4' as const },
  ],
});

let video: HTMLVideoElement;
beforeEach(() => {
  video = document.createElement('video');
  vi.spyOn(video, 'load').mockImplementation(() => {});
  vi.spyOn(video, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(video, 'pause').mockImplementation(() => {});
});

/** The element reports a time inside the loaded part. */
function at(time: number) {
  Object.defineProperty(video, 'currentTime', { value: time, writable: true, configurable: true });
  video.dispatchEvent(new Event('timeupdate'));
}

function chaptered() {
  const changes: PlayerChange[] = [];
  const parts: number[] = [];
  const engine = createEngine({
    sources: [],
    parts: [part('a', 8), part('b', 9)],
    providers: [],
    capabilities: { mse: false, nativeHls: false },
    initialState: { ...initialPlayerState, totalTime: 17 },
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
