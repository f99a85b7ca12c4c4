import { describe, expect, it } from 'vitest';
import { playbackPlan } from './sources.ts';
import { hlsProvider } from './loaders/hls.ts';
import { CommonSchema, deriveMetadata, type VideoSource } from './model/metadata.ts';
import { playerSources } from './model/added-sources.ts';
import { createDashProvider } from './loaders/dash.ts';

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

describe('playbackPlan over a feed with added sources', () => {
  const metadata = deriveMetadata(
    CommonSchema.parse({
      adminDisplay: 'wls_1',
      folderPath: 'v',
      sources: ['wls_1_720.mp4', 'https://cdn.example/wls_1.m3u8', '/media/dash/wls_1.mpd'],
    }),
    { requestedId: '1', mediaHost: '/media' },
  );
  const dash = createDashProvider({
    canPlay: () => true,
    load: () => Promise.reject(new Error('not loaded in this test')),
  });

  it.each([
    [
      'the player (hls.js)',
      [hlsProvider],
      [
        'file /media/v/wls_1/wls_1_480.mp4',
        'file /media/v/wls_1/wls_1_720.mp4',
        'hls.js /media/v/wls_1/wls_1.m3u8',
        'hls.js https://cdn.example/wls_1.m3u8',
      ],
    ],
    [
      'a DASH provider too',
      [hlsProvider, dash],
      [
        'file /media/v/wls_1/wls_1_480.mp4',
        'file /media/v/wls_1/wls_1_720.mp4',
        'hls.js /media/v/wls_1/wls_1.m3u8',
        'hls.js https://cdn.example/wls_1.m3u8',
        'dash.js /media/dash/wls_1.mpd',
      ],
    ],
  ])(
    'with %s: the derived mp4, the added mp4, then each stream in order',
    (_name, providers, steps) => {
      expect(
        playbackPlan(playerSources(metadata), { mse: true, nativeHls: false }, providers).map(
          (s) => `${s.kind} ${s.src}`,
        ),
      ).toEqual(steps);
    },
  );
});
