/**
 * Connects the pure player state to the media engine: UI requests are reduced and then applied
 * to the <video>; element events are reduced only. Analytics follow both.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoTracker } from '../../../video/analytics.ts';
import { createEngine, type MediaEngine } from '../../../video/engine.ts';
import type { VideoMetadata } from '../../../video/metadata.ts';
import type { PlaybackStep } from '../../../video/sources.ts';
import {
  initialPlayerState,
  reducePlayer,
  type PlayerRequest,
  type PlayerState,
} from '../../../video/state.ts';
import { volumeFromOption } from '../../../video/volume.ts';

export interface UsePlayerOptions {
  metadata: VideoMetadata;
  volume?: number | string | undefined;
  showCaption?: boolean | undefined;
  /** Start again at the end instead of showing the end state. */
  loop?: boolean | undefined;
  tracker: VideoTracker;
  onFatal: () => void;
}

export function initialStateFor(
  metadata: VideoMetadata,
  volume: number | string | undefined,
  showCaption: boolean | undefined,
): PlayerState {
  const setting = volumeFromOption(volume);
  return {
    ...initialPlayerState,
    volume: setting.volume,
    mute: setting.mute,
    showCaption: showCaption === true,
    totalTime: metadata.seconds,
  };
}

export function usePlayer({
  metadata,
  volume,
  showCaption,
  loop,
  tracker,
  onFatal,
}: UsePlayerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState(() => initialStateFor(metadata, volume, showCaption));
  const stateRef = useRef(state);
  const engineRef = useRef<MediaEngine | undefined>(undefined);
  const [step, setStep] = useState<PlaybackStep | undefined>(undefined);
  const fatalRef = useRef(onFatal);
  const loopRef = useRef(loop);
  useEffect(() => {
    fatalRef.current = onFatal;
    loopRef.current = loop;
  });

  const commit = (next: PlayerState) => {
    stateRef.current = next;
    setState(next);
  };

  /** UI requests: state, then the element. Leaving the end state is a new playback (replay). */
  const request = useCallback(
    (req: PlayerRequest) => {
      const previous = stateRef.current;
      const next = reducePlayer(previous, req);
      if (previous.isAtEnd && !next.isAtEnd && next.playing) tracker.restart();
      commit(next);
      engineRef.current?.apply(req, next);
    },
    [tracker],
  );

  /** Element events: state and analytics only; with loop the end replays at once. */
  const report = useCallback(
    (req: PlayerRequest) => {
      const next = reducePlayer(stateRef.current, req);
      commit(next);
      if (req.type === 'timeUpdate') tracker.timeUpdate(next.currentTime, next.totalTime);
      if (req.type === 'ended') {
        tracker.complete(next.totalTime);
        if (loopRef.current) request({ type: 'replay' });
      }
      if (req.type === 'pause') tracker.progress(next.currentTime, next.totalTime);
    },
    [tracker, request],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const engine = createEngine(video, {
      sources: metadata.sources,
      report,
      onFatal: () => fatalRef.current(),
      onStep: setStep,
      onPlaying: (ms) => tracker.commence(ms),
    });
    engineRef.current = engine;
    engine.syncVolume(stateRef.current);
    engine.start(stateRef.current.playing);
    const onUnload = () => tracker.progress(video.currentTime, stateRef.current.totalTime);
    window.addEventListener('pagehide', onUnload);
    return () => {
      window.removeEventListener('pagehide', onUnload);
      engine.destroy();
      engineRef.current = undefined;
    };
  }, [metadata, report, tracker]);

  /** The latest state, for event handlers that run between renders. */
  const snapshot = useCallback(() => stateRef.current, []);

  return { state, request, videoRef, step, snapshot };
}
