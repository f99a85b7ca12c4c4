/**
 * The player view (loaded with import() when the poster is clicked): video, captions, controller,
 * transcript; inline, modal, cinema and full-screen layouts.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ActionCode, ControlName, VideoTracker } from '../../../video/analytics.ts';
import { groupSentences } from '../../../video/captions.ts';
import type { VideoMetadata } from '../../../video/metadata.ts';
import { showFullscreenToggle, type PlayerLayout } from '../../../video/options.ts';
import { buildPrintDocument, printDocument } from '../../../video/print.ts';
import styles from '../VideoWidget.module.scss';
import { CaptionsOverlay } from './CaptionsOverlay.tsx';
import { ControllerBar } from './ControllerBar.tsx';
import { isTouchDevice, useElementWidth, useIdle } from './hooks.ts';
import { CloseIcon, PlayIcon } from './icons.tsx';
import { Loader } from './Loader.tsx';
import { ModalFrame } from './ModalFrame.tsx';
import { TranscriptPanel } from './TranscriptPanel.tsx';
import { usePlayer } from './usePlayer.ts';

export const CINEMA_IDLE_MS = 3000;
const PRINT_HEADER_IMAGE = '/favicon.svg';

export interface PlayerProps {
  metadata: VideoMetadata;
  layout: PlayerLayout;
  tracker: VideoTracker;
  showTitle?: boolean | undefined;
  volume?: number | string | undefined;
  showCaption?: boolean | undefined;
  onClose: () => void;
  /** Every source failed: the widget shows its error view. */
  onPlaybackError: () => void;
}

export default function Player({
  metadata,
  layout,
  tracker,
  showTitle,
  volume,
  showCaption,
  onClose,
  onPlaybackError,
}: PlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const transcriptId = useId();
  const titleId = useId();
  const { state, request, videoRef, step, snapshot } = usePlayer({
    metadata,
    volume,
    showCaption,
    tracker,
    onFatal: onPlaybackError,
  });
  const width = useElementWidth(containerRef);
  const playing = state.playing && !state.isAtEnd;
  const idle = useIdle(containerRef, CINEMA_IDLE_MS, layout === 'cinema' && playing);
  const touch = isTouchDevice();
  const nativeFullscreen = useRef(false);
  const [fallbackFullscreen, setFallbackFullscreen] = useState(false);

  const interact = useCallback(
    (control: ControlName, action: ActionCode, value?: string | number) =>
      tracker.interact({ control, action, location: 'Controller', value }),
    [tracker],
  );
  const interactTranscript = useCallback(
    (control: ControlName, action: ActionCode, value?: string | number) =>
      tracker.interact({ control, action, location: 'Transcript', value }),
    [tracker],
  );

  const close = useCallback(() => {
    const { currentTime, totalTime } = snapshot();
    tracker.progress(currentTime, totalTime);
    onClose();
  }, [tracker, onClose, snapshot]);

  // Leaving full-screen by any route (Escape, the browser UI) resets the flag.
  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement || !nativeFullscreen.current) return;
      nativeFullscreen.current = false;
      request({ type: 'exitFullscreen' });
      if (layout === 'cinema') containerRef.current?.scrollIntoView({ block: 'center' });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [request, layout]);

  const toggleFullscreen = () => {
    const element = containerRef.current;
    if (state.fullscreen) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      else request({ type: 'exitFullscreen' });
      setFallbackFullscreen(false);
      if (layout === 'cinema') containerRef.current?.scrollIntoView({ block: 'center' });
      return;
    }
    request({ type: 'enterFullscreen' });
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().then(
        () => (nativeFullscreen.current = true),
        // Refused (e.g. inside a frame without permission): the modal-like layout stands in.
        () => setFallbackFullscreen(true),
      );
    } else {
      setFallbackFullscreen(true);
    }
  };

  // Escape leaves the full-screen fallback layout.
  useEffect(() => {
    if (!fallbackFullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      request({ type: 'exitFullscreen' });
      setFallbackFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallbackFullscreen, request]);

  const print = () =>
    printDocument(
      buildPrintDocument({
        headerImage: PRINT_HEADER_IMAGE,
        title: metadata.title,
        totalSeconds: state.totalTime,
        date: metadata.date,
        sentences: groupSentences(metadata.captions),
      }),
    );

  const hasCaptions = metadata.captions.length > 0;
  const showOverlayPlay = !playing && !(layout === 'cinema' && touch);
  const classes = [
    styles.player,
    styles[layout],
    state.fullscreen ? styles.fullscreen : '',
    fallbackFullscreen ? styles.fullscreenFallback : '',
    idle ? styles.idle : '',
  ].filter(Boolean);

  const player: ReactNode = (
    <div
      ref={containerRef}
      className={classes.join(' ')}
      data-layout={layout}
      data-state={state.isAtEnd ? 'ended' : playing ? 'playing' : 'paused'}
      data-source={step?.kind}
      data-fullscreen={state.fullscreen ? (fallbackFullscreen ? 'fallback' : 'native') : undefined}
      data-idle={idle ? 'true' : undefined}
      aria-labelledby={showTitle && metadata.title ? titleId : undefined}
      aria-label={showTitle && metadata.title ? undefined : metadata.title || 'Video player'}
      role="region"
    >
      <div className={styles.playerHead}>
        {showTitle && metadata.title ? (
          <h2 id={titleId} className={styles.playerTitle}>
            {metadata.title}
          </h2>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={styles.closeButton}
          aria-label="Close video"
          onClick={close}
          data-autofocus
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.stage}>
        <video
          ref={videoRef}
          className={styles.video}
          poster={metadata.poster}
          playsInline
          preload="auto"
          onClick={() => request({ type: 'togglePlay' })}
          aria-label={metadata.title || metadata.alt}
        >
          <track kind="captions" src={metadata.captionFile} srcLang="en" label="English" />
        </video>
        <CaptionsOverlay
          cues={metadata.captions}
          time={state.currentTime}
          duration={state.totalTime}
          show={state.showCaption}
        />
        {state.loading && playing && (
          <div className={styles.overlayCenter}>
            <Loader label="Loading video" />
          </div>
        )}
        {showOverlayPlay && (
          <button
            type="button"
            className={`${styles.tileButton} ${styles.overlayPlay}`}
            aria-label={state.isAtEnd ? 'Replay video' : 'Play video'}
            onClick={(event) => {
              request({ type: state.isAtEnd ? 'replay' : 'play' });
              tracker.interact({
                control: 'Play Button',
                action: event.detail === 0 ? '13' : '1',
                location: 'Video',
              });
            }}
          >
            <span className={styles.bigPlay} aria-hidden="true">
              <PlayIcon size={40} />
            </span>
          </button>
        )}
      </div>
      <ControllerBar
        state={state}
        request={request}
        width={width}
        showFullscreen={typeof window !== 'undefined' && showFullscreenToggle(window.innerWidth)}
        hasCaptions={hasCaptions}
        transcriptId={transcriptId}
        onFullscreen={toggleFullscreen}
        onInteract={interact}
      />
      {state.showTranscript && (
        <TranscriptPanel
          id={transcriptId}
          cues={metadata.captions}
          time={state.currentTime}
          onSeek={(time, action) => {
            request({ type: 'seek', time });
            interactTranscript('Seek Slider', action, time);
          }}
          onPrint={print}
          onInteract={interactTranscript}
        />
      )}
    </div>
  );

  if (layout !== 'modal') return player;
  return (
    <ModalFrame
      label={metadata.title || 'Video player'}
      onClose={close}
      escapeDisabled={fallbackFullscreen}
    >
      {player}
    </ModalFrame>
  );
}
