/**
 * Autoplay mode (loaded with import() only in this mode): a muted preview over the poster, with
 * the small play/pause duration box. It pauses while scrolled out of view and resumes when back
 * (unless viewportPause is off), loops unless autoPlayLoop is off, and starts paused for visitors
 * who ask for reduced motion. A click anywhere else on the tile opens the player.
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import { previewShouldPlay } from '../../../../video/preview-playback.ts';
import type { PreviewProps } from './preview-props.ts';
import { PreviewBox } from './PreviewBox.tsx';
import { useInView } from './useInView.ts';
import { usePreviewSource } from './usePreviewSource.ts';
import { usePreviewAnalytics } from './usePreviewAnalytics.ts';

export interface AutoplayTileProps extends PreviewProps {
  metadata: VideoMetadata;
  autoPlaySource: string;
  viewportPause: boolean;
  autoPlayLoop: boolean;
  /** Show the play/pause duration box. */
  autoPlayPause: boolean;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export default function AutoplayTile({
  autoPlaySource,
  viewportPause,
  autoPlayLoop,
  autoPlayPause,
  metadata,
  classes: styles,
  tracker,
}: AutoplayTileProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { step, failed } = usePreviewSource(videoRef, metadata, autoPlaySource);
  usePreviewAnalytics(videoRef, tracker);
  const inView = useInView(videoRef);
  const [pausedByUser, setPausedByUser] = useState(prefersReducedMotion);
  const [ended, setEnded] = useState(false);
  const [playing, setPlaying] = useState(false);
  const shouldPlay = previewShouldPlay({ pausedByUser, inView, viewportPause, ended });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The property, not the attribute: React does not reflect `muted`, and autoplay needs it.
    video.muted = true;
    video.defaultMuted = true;
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !step) return undefined;
    const tryPlay = () => {
      if (shouldPlay) void video.play().catch(() => {});
    };
    if (shouldPlay) tryPlay();
    else video.pause();
    // A new source is not ready at once: play when it can.
    video.addEventListener('canplay', tryPlay);
    return () => video.removeEventListener('canplay', tryPlay);
  }, [shouldPlay, step]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    // Looping by hand: the loop attribute does not restart a DASH stream in every browser.
    const onEnded = () => {
      if (!autoPlayLoop) {
        setEnded(true);
        return;
      }
      video.currentTime = 0;
      void video.play().catch(() => {});
    };
    video.addEventListener('playing', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('playing', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
    };
  }, [autoPlayLoop]);

  const toggle = () => {
    const video = videoRef.current;
    if (ended && video) {
      video.currentTime = 0;
      setEnded(false);
      setPausedByUser(false);
      return;
    }
    setPausedByUser(playing);
  };

  return (
    <>
      <video
        ref={videoRef}
        className={styles.previewVideo}
        data-preview="autoplay"
        data-source={step?.kind}
        data-state={failed ? 'failed' : playing ? 'playing' : 'paused'}
        hidden={failed}
        playsInline
        muted
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
      />
      {autoPlayPause && (
        <PreviewBox metadata={metadata} playing={playing} onToggle={toggle} classes={styles} />
      )}
    </>
  );
}
