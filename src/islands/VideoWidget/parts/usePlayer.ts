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

export function usePlayer({ metadata, volume, showCaption, tracker, onFatal }: UsePlayerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState(() => initialStateFor(metadata, volume, showCaption));
  const stateRef = useRef(state);
  const engineRef = useRef<MediaEngine | undefined>(undefined);
  const [step, setStep] = useState<PlaybackStep | undefined>(undefined);
  const fatalRef = useRef(onFatal);
  useEffect(() => {
    fatalRef.current = onFatal;
  });

  const commit = (next: PlayerState) => {
    stateRef.current = next;
    setState(next);
  };

  /** Element events: state and analytics only. */
  const report = useCallback(
    (req: PlayerRequest) => {
      const next = reducePlayer(stateRef.current, req);
      commit(next);
      if (req.type === 'timeUpdate') tracker.timeUpdate(next.currentTime, next.totalTime);
      if (req.type === 'ended') tracker.complete(next.totalTime);
      if (req.type === 'pause') tracker.progress(next.currentTime, next.totalTime);
    },
    [tracker],
  );

  /** UI requests: state, then the element. */
  const request = useCallback((req: PlayerRequest) => {
    const next = reducePlayer(stateRef.current, req);
    commit(next);
    engineRef.current?.apply(req, next);
  }, []);

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
