/**
 * Playback analytics for a preview that plays by itself (autoplay, hover): its tracker is made on
 * the first time update, so a preview that never plays reports nothing, and it commences on that
 * update (no click started it). Milestones follow the time; a pause, the page going away and a
 * loop's end report progress and completion as the player's do, and a loop starts a new playback.
 */
import { useEffect, type RefObject } from 'react';
import type { VideoTracker } from '../../../../video/analytics.ts';

/** What a preview reports through: the tracker's playback calls. */
export type PreviewTracker = Pick<VideoTracker, 'timeUpdate' | 'progress' | 'complete' | 'restart'>;

export function usePreviewAnalytics(
  videoRef: RefObject<HTMLVideoElement | null>,
  makeTracker: (() => PreviewTracker) | undefined,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !makeTracker) return undefined;
    let tracker: PreviewTracker | undefined;
    const duration = () => (Number.isFinite(video.duration) ? video.duration : 0);
    const onTime = () => {
      if (video.currentTime <= 0 || duration() <= 0) return;
      tracker ??= makeTracker();
      tracker.timeUpdate(video.currentTime, duration());
    };
    const onPause = () => {
      if (!video.ended) tracker?.progress(video.currentTime, duration());
    };
    const onEnded = () => {
      tracker?.complete(duration());
      tracker?.restart();
    };
    const onLeave = () => {
      if (!video.paused) tracker?.progress(video.currentTime, duration());
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onLeave);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [videoRef, makeTracker]);
}
