// Over 300 lines: the only code that applies state to the <video> element and walks the playback plan.
/**
 * The media engine: owns one player's state store and drives the <video> it is attached to. UI
 * requests are reduced into the store and then applied to the element; element events are reduced
 * only. It walks the playback plan (mp4, then the streaming sources through their providers) on
 * load errors. It has no UI of its own and never names a streaming library.
 */
import { log } from '../domain/log.ts';
import { canPlayNativeHls, hasMediaSource, HLS_SOURCE_TYPE } from './loaders/hls.ts';
import { playerProviders } from './loaders/index.ts';
import type { Capabilities, StreamHandle, StreamingProvider } from './loaders/types.ts';
import type { VideoSource } from './model/metadata.ts';
import { locatePart, partStarts } from './model/chapters.ts';
import { playbackPlan, type PlaybackStep } from './sources.ts';
import { initialPlayerState, type PlayerRequest, type PlayerState } from './state.ts';
import { createPlayerStore, type PlayerStateSource } from './store.ts';

/** One state change: where the request came from, and the state before and after it. */
export interface PlayerChange {
  request: PlayerRequest;
  previous: PlayerState;
  next: PlayerState;
  /** 'ui': a request from the controls; 'media': an element or library event. */
  origin: 'ui' | 'media';
}

/** One part of a chaptered video: its own sources and its length on the whole timeline. */
export interface EnginePart {
  sources: readonly VideoSource[];
  seconds: number;
}

export interface EngineOptions {
  sources: readonly VideoSource[];
  /**
   * A chaptered video: the parts play in order as one timeline (their lengths summed), replacing
   * `sources`. Times in the store are timeline times; the element plays one part at a time.
   */
  parts?: readonly EnginePart[] | undefined;
  /** The part now loaded changed (chaptered videos). */
  onPart?: (index: number) => void;
  /** The starting state; its currentTime (a timeline time) is where playback begins. */
  initialState?: PlayerState;
  /** Streaming libraries to try, in order; replaced in tests. */
  providers?: readonly StreamingProvider[];
  /** Replaced in tests; defaults to the attached element's capabilities. */
  capabilities?: Capabilities;
  /** After every state change (analytics, loop). */
  onChange?: (change: PlayerChange) => void;
  /** Every source failed. */
  onFatal: () => void;
  /** A step started (for diagnostics and tests). */
  onStep?: (step: PlaybackStep) => void;
  /** The first frame is playing after a play request: ms spent waiting for it. */
  onPlaying?: (bufferMs: number) => void;
}

export interface MediaEngine {
  /** The player state; views subscribe to the slices they show. */
  readonly store: PlayerStateSource;
  /** A UI request: reduced into the store, then applied to the element. */
  request(request: PlayerRequest): void;
  /** Starts playback on `video` (the plan from its first step); returns the detach. */
  attach(video: HTMLVideoElement): () => void;
  /** Detaches from the element, if attached. */
  destroy(): void;
}

const SOURCE = 'video';

export function createEngine(options: EngineOptions): MediaEngine {
  const store = createPlayerStore(options.initialState ?? initialPlayerState);
  const providers = options.providers ?? playerProviders;
  let session: ReturnType<typeof attachTo> | undefined;

  const change = (request: PlayerRequest, origin: PlayerChange['origin']) => {
    const { previous, next } = store.dispatch(request);
    options.onChange?.({ request, previous, next, origin });
    return next;
  };
  const report = (request: PlayerRequest) => void change(request, 'media');

  /** One attachment to one element: its listeners, plan position and stream. */
  function attachTo(video: HTMLVideoElement) {
    const caps = options.capabilities ?? {
      mse: hasMediaSource(),
      nativeHls: canPlayNativeHls(video),
    };
    const parts = options.parts ?? [];
    const lengths = parts.map((part) => part.seconds);
    const starts = partStarts(lengths);
    let partIndex = 0;
    /** Seconds of the timeline before the loaded part. */
    let partOffset = 0;
    /** A seek into a part that is still loading, applied once its metadata is known. */
    let pendingSeek = 0;
    const planFor = (index: number) =>
      playbackPlan(
        parts.length > 0 ? (parts[index]?.sources ?? []) : options.sources,
        caps,
        providers,
      );
    let plan = planFor(0);
    let stepIndex = -1;
    let stream: StreamHandle | undefined;
    /** The step whose stream events still count (a later step makes older ones stale). */
    let current: PlaybackStep | undefined;
    let wantPlaying = false;
    let playRequestedAt: number | undefined;
    let alive = true;

    const tryPlay = () => {
      playRequestedAt ??= performance.now();
      video.play().catch((error: unknown) => {
        // Aborted by a source switch, or blocked by the autoplay policy: the state follows the element.
        if (error instanceof DOMException && error.name === 'NotAllowedError')
          report({ type: 'pause' });
      });
    };

    const syncVolume = (state: Pick<PlayerState, 'volume' | 'mute'>) => {
      video.muted = state.mute;
      // The element takes 0–1; 0 is expressed by muting, so the last audible level is kept.
      if (state.volume > 0) video.volume = Math.min(1, state.volume / 100);
    };

    const detachStream = () => {
      stream?.destroy();
      stream = undefined;
    };

    const next = () => {
      if (!alive) return;
      detachStream();
      stepIndex += 1;
      const step = plan[stepIndex];
      current = step;
      if (!step) {
        log.error(SOURCE, 'every source failed to play');
        options.onFatal();
        return;
      }
      options.onStep?.(step);
      if (step.type === HLS_SOURCE_TYPE) report({ type: 'useHls' });
      if ('provider' in step) {
        void startStream(step, step.provider);
        return;
      }
      video.src = step.src;
      video.load();
      if (wantPlaying) tryPlay();
    };

    const startStream = async (step: PlaybackStep, provider: StreamingProvider) => {
      try {
        await provider.load();
      } catch (error) {
        log.error(SOURCE, `${provider.kind} failed to load: ${String(error)}`);
        next();
        return;
      }
      if (!alive || current !== step) return;
      const handle = provider.attach(video, step.src, {
        onFatal(detail) {
          if (current !== step) return;
          log.error(SOURCE, `${provider.kind} fatal error: ${detail}`);
          next();
        },
        onReady() {
          if (current === step && wantPlaying) tryPlay();
        },
      });
      if (!handle) {
        next();
        return;
      }
      stream = handle;
    };

    const onError = () => {
      // Libraries report their own errors; the element's error matters only for file and native steps.
      if (current && 'provider' in current) return;
      log.warn(
        SOURCE,
        `media error on ${current?.kind ?? 'source'}: ${video.error?.message ?? video.error?.code ?? ''}`,
      );
      next();
    };
    /** Loads part `index` and continues `offset` seconds into it (chaptered videos). */
    const loadPart = (index: number, offset: number) => {
      partIndex = index;
      partOffset = starts[index] ?? 0;
      pendingSeek = offset;
      plan = planFor(index);
      stepIndex = -1;
      options.onPart?.(index);
      next();
    };
    const onEnded = () => {
      if (partIndex < parts.length - 1) {
        // The next part continues the timeline and plays on its own.
        wantPlaying = true;
        loadPart(partIndex + 1, 0);
        return;
      }
      report({ type: 'ended' });
    };
    const onLoadedMetadata = () => {
      if (pendingSeek > 0) video.currentTime = pendingSeek;
      pendingSeek = 0;
    };
    const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['error', onError],
      ['loadedmetadata', onLoadedMetadata],
      [
        'timeupdate',
        () => report({ type: 'timeUpdate', time: partOffset + (pendingSeek || video.currentTime) }),
      ],
      // A chaptered video's length is its parts' lengths together, not the loaded part's.
      [
        'durationchange',
        () => parts.length === 0 && report({ type: 'durationChange', duration: video.duration }),
      ],
      ['ended', onEnded],
      ['waiting', () => report({ type: 'waiting' })],
      ['canplay', () => report({ type: 'canPlay' })],
      [
        'playing',
        () => {
          report({ type: 'canPlay' });
          if (playRequestedAt !== undefined)
            options.onPlaying?.(performance.now() - playRequestedAt);
          playRequestedAt = undefined;
        },
      ],
      // Pauses that did not come from the UI (end of media, system media keys) keep the state true.
      ['pause', () => !video.ended && report({ type: 'pause' })],
      ['play', () => report({ type: 'play' })],
    ];
    for (const [name, listener] of listeners) video.addEventListener(name, listener);

    const apply = (request: PlayerRequest, state: PlayerState) => {
      switch (request.type) {
        case 'play':
        case 'pause':
        case 'togglePlay':
        case 'replay':
          wantPlaying = state.playing;
          if (state.playing) {
            const restart = request.type === 'replay' || (video.ended && state.currentTime === 0);
            // Replay goes back to the first part.
            if (restart && partIndex !== 0) loadPart(0, 0);
            else if (restart) video.currentTime = 0;
            tryPlay();
          } else {
            video.pause();
          }
          return;
        case 'seek': {
          if (!Number.isFinite(state.currentTime)) return;
          if (parts.length === 0) {
            video.currentTime = state.currentTime;
            return;
          }
          // Across the whole timeline: the part by cumulative lengths, then the time inside it.
          const at = locatePart(lengths, state.currentTime);
          if (at.index === partIndex) video.currentTime = at.offset;
          else loadPart(at.index, at.offset);
          return;
        }
        case 'setVolume':
        case 'toggleMute':
          syncVolume(state);
          return;
        default:
          return;
      }
    };

    syncVolume(store.get());
    wantPlaying = store.get().playing;
    // Playback begins where the state says: 0, or a start moment the host asked for (a
    // chaptered video's in the part that holds it), applied once the media's metadata is in.
    const begin = store.get().currentTime;
    const at = parts.length > 0 ? locatePart(lengths, begin) : { index: 0, offset: begin };
    if (at.index !== 0) loadPart(at.index, at.offset);
    else {
      pendingSeek = at.offset > 0 ? at.offset : 0;
      next();
    }

    return {
      apply,
      detach() {
        if (!alive) return;
        alive = false;
        current = undefined;
        detachStream();
        for (const [name, listener] of listeners) video.removeEventListener(name, listener);
        video.removeAttribute('src');
        video.load();
      },
    };
  }

  const destroy = () => {
    session?.detach();
    session = undefined;
  };

  return {
    store,
    request(request) {
      const next = change(request, 'ui');
      session?.apply(request, next);
    },
    attach(video) {
      destroy();
      const attached = attachTo(video);
      session = attached;
      return () => {
        if (session !== attached) return;
        destroy();
      };
    },
    destroy,
  };
}
