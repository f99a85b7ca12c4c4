/**
 * The media engine: drives one <video> element. It walks the playback plan (mp4, then HLS) on
 * load errors, reports element events as player requests, and applies the UI's requests to
 * the element. It has no UI of its own.
 */
import { log } from '../lib/log.ts';
import { hasMediaSource, canPlayNativeHls, hlsLoader, type HlsConstructor } from './loaders/hls.ts';
import type { StreamingLoader } from './loaders/types.ts';
import type { VideoSource } from './metadata.ts';
import { playbackPlan, type PlaybackStep } from './sources.ts';
import type { PlayerRequest, PlayerState } from './state.ts';

export interface EngineOptions {
  sources: readonly VideoSource[];
  /** Replaced in tests. */
  hls?: StreamingLoader<HlsConstructor>;
  /** Replaced in tests; defaults to this browser's capabilities. */
  capabilities?: { mse: boolean; nativeHls: boolean };
  /** Called with element-driven state changes (time, duration, end, waiting). */
  report: (request: PlayerRequest) => void;
  /** Every source failed. */
  onFatal: () => void;
  /** A step started (for diagnostics and tests). */
  onStep?: (step: PlaybackStep) => void;
  /** The first frame is playing after a play request: ms spent waiting for it. */
  onPlaying?: (bufferMs: number) => void;
}

export interface MediaEngine {
  /** Applies a UI request (already reduced into `next`) to the element. */
  apply(request: PlayerRequest, next: PlayerState): void;
  /** Sets volume and mute on the element from the state. */
  syncVolume(state: Pick<PlayerState, 'volume' | 'mute'>): void;
  start(playing: boolean): void;
  destroy(): void;
}

interface HlsInstance {
  destroy(): void;
}

const SOURCE = 'video';

export function createEngine(video: HTMLVideoElement, options: EngineOptions): MediaEngine {
  const caps = options.capabilities ?? {
    mse: hasMediaSource(),
    nativeHls: canPlayNativeHls(video),
  };
  const plan = playbackPlan(options.sources, caps);
  const hlsLoaderInUse = options.hls ?? hlsLoader;
  let stepIndex = -1;
  let hls: HlsInstance | undefined;
  let wantPlaying = false;
  let playRequestedAt: number | undefined;
  let destroyed = false;

  const tryPlay = () => {
    playRequestedAt ??= performance.now();
    video.play().catch((error: unknown) => {
      // Aborted by a source switch, or blocked by the autoplay policy: the state follows the element.
      if (error instanceof DOMException && error.name === 'NotAllowedError')
        options.report({ type: 'pause' });
    });
  };

  const detachHls = () => {
    hls?.destroy();
    hls = undefined;
  };

  const next = () => {
    if (destroyed) return;
    detachHls();
    stepIndex += 1;
    const step = plan[stepIndex];
    if (!step) {
      log.error(SOURCE, 'every source failed to play');
      options.onFatal();
      return;
    }
    options.onStep?.(step);
    if (step.kind === 'hls.js') {
      options.report({ type: 'useHls' });
      void startHlsJs(step.src);
      return;
    }
    if (step.kind === 'native-hls') options.report({ type: 'useHls' });
    video.src = step.src;
    video.load();
    if (wantPlaying) tryPlay();
  };

  const startHlsJs = async (src: string) => {
    let Hls: HlsConstructor;
    try {
      Hls = await hlsLoaderInUse.load();
    } catch (error) {
      log.error(SOURCE, `hls.js failed to load: ${String(error)}`);
      next();
      return;
    }
    if (destroyed) return;
    if (!Hls.isSupported()) {
      next();
      return;
    }
    // No worker: a blob-URL worker would need a CSP exception, and these renditions are tiny.
    const instance = new Hls({ enableWorker: false });
    hls = instance;
    instance.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal && hls === instance) {
        log.error(SOURCE, `hls.js fatal error: ${data.details}`);
        next();
      }
    });
    instance.on(Hls.Events.MANIFEST_PARSED, () => {
      if (wantPlaying) tryPlay();
    });
    instance.loadSource(src);
    instance.attachMedia(video);
  };

  const onError = () => {
    // hls.js reports its own errors; the element's error matters only for file and native steps.
    if (hls) return;
    log.warn(
      SOURCE,
      `media error on ${plan[stepIndex]?.kind ?? 'source'}: ${video.error?.message ?? video.error?.code ?? ''}`,
    );
    next();
  };
  const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
    ['error', onError],
    ['timeupdate', () => options.report({ type: 'timeUpdate', time: video.currentTime })],
    ['durationchange', () => options.report({ type: 'durationChange', duration: video.duration })],
    ['ended', () => options.report({ type: 'ended' })],
    ['waiting', () => options.report({ type: 'waiting' })],
    ['canplay', () => options.report({ type: 'canPlay' })],
    [
      'playing',
      () => {
        options.report({ type: 'canPlay' });
        if (playRequestedAt !== undefined) options.onPlaying?.(performance.now() - playRequestedAt);
        playRequestedAt = undefined;
      },
    ],
    // Pauses that did not come from the UI (end of media, system media keys) keep the state true.
    ['pause', () => !video.ended && options.report({ type: 'pause' })],
    ['play', () => options.report({ type: 'play' })],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);

  return {
    start(playing) {
      wantPlaying = playing;
      next();
    },
    syncVolume(state) {
      video.muted = state.mute;
      // The element takes 0–1; 0 is expressed by muting, so the last audible level is kept.
      if (state.volume > 0) video.volume = Math.min(1, state.volume / 100);
    },
    apply(request, state) {
      switch (request.type) {
        case 'play':
        case 'pause':
        case 'togglePlay':
        case 'replay':
          wantPlaying = state.playing;
          if (state.playing) {
            if (request.type === 'replay' || (video.ended && state.currentTime === 0))
              video.currentTime = 0;
            tryPlay();
          } else {
            video.pause();
          }
          return;
        case 'seek':
          if (Number.isFinite(state.currentTime)) video.currentTime = state.currentTime;
          return;
        case 'setVolume':
        case 'toggleMute':
          this.syncVolume(state);
          return;
        default:
          return;
      }
    },
    destroy() {
      destroyed = true;
      detachHls();
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      video.removeAttribute('src');
      video.load();
    },
  };
}
