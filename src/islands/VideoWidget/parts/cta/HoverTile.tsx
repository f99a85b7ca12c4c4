/**
 * Hover-preview mode (loaded with import() only in this mode): while the tile is hovered (or one
 * of its buttons has keyboard focus) a muted preview plays the metadata's hover segment on a loop
 * between its begin and end (default 0–10 s). The video's source is set on the first play only.
 * The small play/pause box (autoPlayPause, spec §2) plays it without a hover (touch, keyboard)
 * and pauses it; that choice stands until the box is pressed again. A click opens the player.
 */
import { useEffect, useRef, useState } from 'react';
import { hoverLoopTarget } from '../../../../video/preview-playback.ts';
import type { PreviewProps } from './preview-props.ts';
import { PreviewBox } from './PreviewBox.tsx';
import { usePreviewAnalytics } from './usePreviewAnalytics.ts';

export interface HoverTileProps extends PreviewProps {
  /** Show the play/pause duration box. */
  autoPlayPause: boolean;
}

export default function HoverTile({
  metadata,
  classes: styles,
  autoPlayPause,
  tracker,
}: HoverTileProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  usePreviewAnalytics(videoRef, tracker);
  const [hovered, setHovered] = useState(false);
  // The box's choice: play or pause whatever the hover says; undefined: the hover decides.
  const [choice, setChoice] = useState<'play' | 'pause'>();
  const active = choice === 'play' || (choice === undefined && hovered);

  // Hover (not touch) and keyboard focus start the preview; the listeners sit on the tile around
  // this preview, so its play button and the box both count.
  useEffect(() => {
    const frame = videoRef.current?.closest<HTMLElement>('[data-view]');
    if (!frame) return undefined;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(true);
    };
    const leave = () => setHovered(false);
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible'))
        setHovered(true);
    };
    // The preview chunk may arrive after the pointer or focus did: catch up once.
    if (frame.matches(':hover') || frame.querySelector(':focus-visible')) setHovered(true);
    frame.addEventListener('pointerenter', enter);
    frame.addEventListener('pointerleave', leave);
    frame.addEventListener('focusin', focusIn);
    frame.addEventListener('focusout', leave);
    return () => {
      frame.removeEventListener('pointerenter', enter);
      frame.removeEventListener('pointerleave', leave);
      frame.removeEventListener('focusin', focusIn);
      frame.removeEventListener('focusout', leave);
    };
  }, []);
  const src = metadata.sources.find((s) => s.type === 'video/mp4')?.src;
  const { begin, end } = metadata.hover;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return undefined;
    if (!active) {
      video.pause();
      return undefined;
    }
    video.muted = true;
    if (!video.getAttribute('src')) video.src = src;
    const start = () => {
      if (hoverLoopTarget(video.currentTime, metadata.hover) !== undefined)
        video.currentTime = begin;
      void video.play().catch(() => {});
    };
    // The loop: back to the segment's begin whenever playback leaves it.
    const onTime = () => {
      const target = hoverLoopTarget(video.currentTime, metadata.hover);
      if (target !== undefined) video.currentTime = target;
    };
    const onEnded = () => {
      video.currentTime = begin;
      void video.play().catch(() => {});
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) start();
    else {
      // preload="none": nothing loads until play() asks; the seek waits for the metadata.
      video.addEventListener('loadedmetadata', start, { once: true });
      void video.play().catch(() => {});
    }
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('loadedmetadata', start);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
      video.pause();
    };
  }, [active, src, begin, end, metadata.hover]);

  return (
    <>
      <video
        ref={videoRef}
        className={styles.previewVideo}
        data-preview="hover"
        data-active={active ? 'true' : undefined}
        data-begin={begin}
        data-end={end}
        playsInline
        muted
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      />
      {autoPlayPause && (
        <PreviewBox
          metadata={metadata}
          playing={active}
          onToggle={() => setChoice(active ? 'pause' : 'play')}
          classes={styles}
        />
      )}
    </>
  );
}
