import { describe, expect, it } from 'vitest';
import { playbackPlan } from './sources.ts';
import { hlsProvider } from './loaders/hls.ts';
import type { VideoSource } from './model/metadata.ts';

const sources: VideoSource[] = [
  { src: '/m/a.m3u8', type: 'application/x-mpegURL' },
  { src: '/m/a_480.mp4', type: 'video/mp4' },
];

describe('playbackPlan: the mp4 (second entry) first, then HLS', () => {
  it.each([
    [{ mse: true, nativeHls: true }, ['file /m/a_480.mp4', 'hls.js /m/a.m3u8']],
    [{ mse: true, nativeHls: false }, ['file /m/a_480.mp4', 'hls.js /m/a.m3u8']],
    [{ mse: false, nativeHls: true }, ['file /m/a_480.mp4', 'native-hls /m/a.m3u8']],
    [{ mse: false, nativeHls: false }, ['file /m/a_480.mp4']],
  ])('with %j the steps are %j', (caps, steps) => {
    expect(playbackPlan(sources, caps, [hlsProvider]).map((s) => `${s.kind} ${s.src}`)).toEqual(
      steps,
    );
  });

  it('is empty without sources', () => {
    expect(playbackPlan([], { mse: true, nativeHls: true }, [hlsProvider])).toEqual([]);
  });
});
