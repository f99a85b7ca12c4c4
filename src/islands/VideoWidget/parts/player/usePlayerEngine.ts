/**
 * One media engine per player: created with the player's starting state (openingState: the
 * options' settings), attached to the <video> while mounted. The engine owns the state store; this
 * hook only adds what React brings (the element ref, the analytics tracker, the loop option and
 * the fatal callback).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { VideoTracker } from '../../../../video/analytics.ts';
import { createEngine, type PlayerChange } from '../../../../video/engine.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { VideoWidgetOptions } from '../../../../video/model/option-defaults.ts';
import { playerSources } from '../../../../video/model/added-sources.ts';
import { log } from '../../../../domain/log.ts';
import type { PlaybackStep } from '../../../../video/sources.ts';
import { firstPlayStart, openingState } from '../../../../video/state.ts';

export interface UsePlayerEngineOptions {
  metadata: VideoMetadata;
  /** The widget's options: the opening state's settings, and `loop` (the end replays at once). */
  options: Partial<VideoWidgetOptions>;
  /**
   * The timeline time this player starts at, seconds (the first play's start option, a host's
   * moment); one at or past the video's end is ignored, with a warning.
   */
  start?: number | undefined;
  tracker: VideoTracker;
  onFatal: () => void;
}

/** Analytics for a state change; leaving the end state is a new playback (restart). */
function track(tracker: VideoTracker, { request, previous, next, origin }: PlayerChange) {
  if (origin === 'ui') {
    if (previous.isAtEnd && !next.isAtEnd && next.playing) tracker.restart();
    return;
  }
  if (request.type === 'timeUpdate') tracker.timeUpdate(next.currentTime, next.totalTime);
  if (request.type === 'ended') tracker.complete(next.totalTime);
  if (request.type === 'pause') tracker.progress(next.currentTime, next.totalTime);
}

export function usePlayerEngine({
  metadata,
  options,
  start,
  tracker,
  onFatal,
}: UsePlayerEngineOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [step, setStep] = useState<PlaybackStep | undefined>(undefined);
  /** The chapter part now loaded (0 for a single video). */
  const [part, setPart] = useState(0);
  const fatalRef = useRef(onFatal);
  const loopRef = useRef(options.loop);
  useEffect(() => {
    fatalRef.current = onFatal;
    loopRef.current = options.loop;
  });
  // The starting state is read once: later option changes do not reset playback.
  const [initialState] = useState(() => {
    const first = firstPlayStart(start, metadata.seconds);
    if (first.ignored)
      log.warn(
        'video',
        `start ${String(start)} s is past the end of ${metadata.id} (${metadata.seconds} s): playing from 0`,
      );
    return openingState(options, metadata.seconds, first.seconds);
  });

  const engine = useMemo(() => {
    const warn = (message: string) => log.warn('video', `${metadata.id}: ${message}`);
    const created = createEngine({
      sources: playerSources(metadata, warn),
      parts:
        metadata.chapters.length > 0
          ? metadata.chapters.map((chapter) => ({
              seconds: chapter.seconds,
              sources: playerSources(chapter, warn),
            }))
          : undefined,
      onPart: setPart,
      initialState,
      onChange(change) {
        track(tracker, change);
        // With loop the end replays at once.
        if (change.origin === 'media' && change.request.type === 'ended' && loopRef.current)
          created.request({ type: 'replay' });
      },
      onFatal: () => fatalRef.current(),
      onStep: setStep,
      onPlaying: (ms) => tracker.commence(ms),
    });
    return created;
  }, [metadata, tracker, initialState]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const detach = engine.attach(video);
    const onUnload = () => tracker.progress(video.currentTime, engine.store.get().totalTime);
    window.addEventListener('pagehide', onUnload);
    return () => {
      window.removeEventListener('pagehide', onUnload);
      detach();
    };
  }, [engine, tracker]);

  return { store: engine.store, request: engine.request, videoRef, step, part };
}
