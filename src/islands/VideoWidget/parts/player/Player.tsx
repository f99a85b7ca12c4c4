// Over 300 lines: the one view that places the video, captions, controller, transcript, chapters and extras in its four layouts.
/**
 * The player view (loaded with import() when the poster is clicked): video, captions, controller,
 * transcript; inline, modal, cinema and full-screen layouts.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ACTION_CODES, type ActionCode, type VideoTracker } from '../../../../video/analytics.ts';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';
import { videoText } from '../../../../domain/i18n/video.ts';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import { log } from '../../../../domain/log.ts';
import { captionTracksOf, chooseCaptionTrack } from '../../../../video/model/caption-tracks.ts';
import { groupSentences } from '../../../../video/model/captions.ts';
import {
  iconSize,
  isSmallViewport,
  playerSizeClass,
  transcriptPlacement,
} from '../../../../video/model/layout.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { VideoWidgetOptions } from '../../../../video/model/option-defaults.ts';
import {
  playlistShownByDefault,
  showFullscreenToggle,
  type PlayerLayout,
} from '../../../../video/model/player-mode.ts';
import { buildPrintDocument, printDocument } from '../../../../video/model/print.ts';
import { siteUrl } from '../../../../video/model/hosts.ts';
import { CloseIcon, PlayIcon } from '../../../../ui/shared/icons.tsx';
import { ControllerBar } from '../controls/ControllerBar.tsx';
import { MomentLinks } from '../controls/MomentLinks.tsx';
import momentStyles from '../controls/MomentLinks.module.scss?lazy';
import CornerBox from '../corner/CornerBox.tsx';
import { ModalFrame } from '../ModalFrame.tsx';
import { CaptionsOverlay } from '../overlays/CaptionsOverlay.tsx';
import { Loader } from '../overlays/Loader.tsx';
import { useKeyMemory } from '../shared/actionCode.ts';
import { isTouchDevice, useElementWidth, useIdle, useWindowWidth } from '../shared/hooks.ts';
import { TranscriptPanel, type TranscriptPanelProps } from '../transcript/TranscriptPanel.tsx';
import common from '../../VideoWidget.module.scss?lazy';
import styles from './Player.module.scss?lazy';
import { usePlayerEngine } from './usePlayerEngine.ts';
import { markerPercents } from '../../../../video/model/chapters.ts';
import {
  Chapters,
  RatingSlot,
  StageExtras,
  type PlayerExtrasOptions,
} from '../extras/PlayerExtras.tsx';
import { usePlayerSlice } from './usePlayerSlice.ts';
import {
  PlayerProvider,
  interactAt,
  usePlayerState,
  type PlayerContextValue,
} from './PlayerContext.tsx';

export const CINEMA_IDLE_MS = 3000;
/**
 * The print header: the support site's wordmark banner (not the favicon), from the site that serves
 * the widget (siteUrl), so an embed on another site prints it too.
 */
export const PRINT_HEADER_PATH = '/images/support/video-print-header.svg';

/** The host's look for the video area, as on the tile (the modal player is outside the widget). */
export interface PlayerLook {
  /** The widget's radius input, px: the video area's corners. */
  radius?: number | undefined;
  /** videoStyles: the video area's height and width (not in full screen). */
  stageStyle?: CSSProperties | undefined;
  /** roundedCornersClassName: the host's class, on the player as on the widget. */
  className?: string | undefined;
}

/** A host's request to play from a moment, in timeline seconds; each new object is a new request. */
export interface SeekRequest {
  readonly seconds: number;
}

export interface PlayerProps {
  metadata: VideoMetadata;
  layout: PlayerLayout;
  tracker: VideoTracker;
  /**
   * The widget's options, as the widget passes them: the player reads `showTitle` and
   * `autoReduceSize` (an inline player docks to the corner box when scrolled past, desktop), the
   * engine `loop`, and the opening state the settings (`openingState` in src/video/state.ts:
   * volume, captions on), which the controls read from the store.
   */
  options?: Partial<VideoWidgetOptions> | undefined;
  onClose: () => void;
  /** Every source failed: the widget shows its error view. */
  onPlaybackError: () => void;
  /** Related videos, rating, overlay text at the end (parts/extras). */
  extras?: PlayerExtrasOptions | undefined;
  look?: PlayerLook | undefined;
  /** Where playback starts, in timeline seconds (read once, when the player opens). */
  start?: number | undefined;
  /**
   * A host's request to play from a moment: the player seeks there and plays, once per request
   * (one already there when it mounts too: made while its code loaded). The widget passes only
   * requests made after it opened the player.
   */
  seekRequest?: SeekRequest | undefined;
  /**
   * The player's timeline time whenever it changes, for a host that follows along; undefined
   * when the player goes (closed, or replaced by a related video's).
   */
  onTime?: ((seconds: number | undefined) => void) | undefined;
}

export default function Player({
  metadata,
  layout,
  tracker,
  options = {},
  onClose,
  onPlaybackError,
  extras = {},
  look = {},
  start,
  seekRequest,
  onTime,
}: PlayerProps) {
  // The page's language: the player's texts, and its caption track (the page's language's, else
  // English).
  const locale = useLocale();
  const texts = videoPlayerText(locale);
  const { showTitle } = options;
  const containerRef = useRef<HTMLDivElement>(null);
  const transcriptId = useId();
  const playlistId = useId();
  const titleId = useId();
  const { store, request, videoRef, step, part } = usePlayerEngine({
    metadata,
    options,
    start,
    tracker,
    onFatal: onPlaybackError,
  });
  const width = useElementWidth(containerRef);
  const windowWidth = useWindowWidth();
  const keys = useKeyMemory(containerRef);
  // The page's language's captions, else English (the feed's other tracks are read here, after the click).
  const captionTrack = useMemo(
    () =>
      chooseCaptionTrack(
        captionTracksOf(metadata, (message) => log.warn('video', `${metadata.id}: ${message}`)),
        locale,
      ),
    [metadata, locale],
  );
  const cues = captionTrack.cues;
  const sentences = useMemo(() => groupSentences(cues), [cues]);
  const state = usePlayerSlice(store, (s) => ({
    playing: s.playing,
    isAtEnd: s.isAtEnd,
    fullscreen: s.fullscreen,
    showTranscript: s.showTranscript,
    loading: s.loading,
  }));
  const playing = state.playing && !state.isAtEnd;
  const idle = useIdle(containerRef, CINEMA_IDLE_MS, layout === 'cinema' && playing);
  const touch = isTouchDevice();
  /**
   * The browser's full screen as the toggle left it: asked for (the browser answers a frame or
   * more later), granted, or not wanted. A second press while it is asked for makes it `off`.
   */
  const nativeFullscreen = useRef<'off' | 'asked' | 'granted'>('off');
  const [fallbackFullscreen, setFallbackFullscreen] = useState(false);
  // Until the visitor uses the playlist toggle the chapter list follows the player's size.
  const [playlistChoice, setPlaylistChoice] = useState<boolean>();
  const playlistShown = playlistChoice ?? playlistShownByDefault(layout, width);

  /** Interaction reporters bound to where the control sits (stable, so children can depend on them). */
  const interact = useMemo(
    () => ({
      controller: interactAt(tracker, 'Controller'),
      transcript: interactAt(tracker, 'Transcript'),
      video: interactAt(tracker, 'Video'),
    }),
    [tracker],
  );
  /** What every part inside the player reads (usePlayer), instead of props passed down. */
  const context = useMemo<PlayerContextValue>(
    () => ({ store, request, tracker }),
    [store, request, tracker],
  );

  // The host follows the time (a page's transcript) and may ask for a moment (its time links).
  const onTimeRef = useRef(onTime);
  useEffect(() => {
    onTimeRef.current = onTime;
  });
  useEffect(() => {
    let last: number | undefined;
    const stop = store.$state.subscribe(({ currentTime }) => {
      if (currentTime === last) return;
      last = currentTime;
      onTimeRef.current?.(currentTime);
    });
    return () => {
      stop();
      onTimeRef.current?.(undefined);
    };
  }, [store]);
  const seekApplied = useRef<SeekRequest | undefined>(undefined);
  useEffect(() => {
    if (!seekRequest || seekRequest === seekApplied.current) return;
    seekApplied.current = seekRequest;
    request({ type: 'seek', time: seekRequest.seconds });
    request({ type: 'play' });
  }, [seekRequest, request]);

  /** The visitor closed the player: how (the close button's code, Escape 27), then the progress. */
  const close = useCallback(
    (action: ActionCode) => {
      interact.video('Close Button', action);
      const { currentTime, totalTime } = store.get();
      tracker.progress(currentTime, totalTime);
      onClose();
    },
    [tracker, onClose, store, interact],
  );

  // Leaving full-screen by the browser's own route resets the flag. The toggle's exit clears
  // nativeFullscreen first, so what arrives here is the browser's: its Escape key (which the page
  // never sees as a keydown), or a gesture on a touch device.
  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement || nativeFullscreen.current !== 'granted') return;
      nativeFullscreen.current = 'off';
      request({ type: 'exitFullscreen' });
      interact.controller(
        'Full screen Toggle',
        isTouchDevice() ? ACTION_CODES.Touch : ACTION_CODES.Escape,
      );
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [request, interact]);

  // Leaving full screen in cinema brings the player back into view, however it was left. Once
  // the player has its own size back: scrolling on the browser's event measured the full-screen
  // box, and left the player off centre.
  const wasFullscreen = useRef(false);
  useLayoutEffect(() => {
    if (wasFullscreen.current && !state.fullscreen && layout === 'cinema')
      containerRef.current?.scrollIntoView({ block: 'center' });
    wasFullscreen.current = state.fullscreen;
  }, [state.fullscreen, layout]);

  const toggleFullscreen = () => {
    const element = containerRef.current;
    if (state.fullscreen) {
      nativeFullscreen.current = 'off';
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      request({ type: 'exitFullscreen' });
      setFallbackFullscreen(false);
      return;
    }
    request({ type: 'enterFullscreen' });
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      nativeFullscreen.current = 'asked';
      element.requestFullscreen().then(
        () => {
          // Pressed again before the browser had entered: the toggle's exit found nothing to leave.
          if (nativeFullscreen.current === 'off') void document.exitFullscreen().catch(() => {});
          else nativeFullscreen.current = 'granted';
        },
        // Refused (e.g. inside a frame without permission): the modal-like layout stands in,
        // unless the visitor has pressed the toggle again meanwhile.
        () => {
          if (nativeFullscreen.current === 'off') return;
          nativeFullscreen.current = 'off';
          setFallbackFullscreen(true);
        },
      );
    } else {
      setFallbackFullscreen(true);
    }
  };

  // The inline player replaces the poster button that had focus: focus moves into the player (its
  // close button, as in the modal) rather than dropping to the page. The modal frame does its own.
  useEffect(() => {
    if (layout === 'modal') return;
    containerRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [layout]);

  // Escape closes an inline player as it closes the modal one (the modal frame handles its own;
  // in the full-screen fallback Escape only leaves full screen).
  useEffect(() => {
    const container = containerRef.current;
    if (layout === 'modal' || fallbackFullscreen || !container) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(ACTION_CODES.Escape);
    };
    container.addEventListener('keydown', onKey);
    return () => container.removeEventListener('keydown', onKey);
  }, [layout, fallbackFullscreen, close]);

  // Escape leaves the full-screen fallback layout.
  useEffect(() => {
    if (!fallbackFullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      request({ type: 'exitFullscreen' });
      setFallbackFullscreen(false);
      interact.controller('Full screen Toggle', ACTION_CODES.Escape);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallbackFullscreen, request, interact]);

  const print = () =>
    printDocument(
      buildPrintDocument(
        {
          headerImage: siteUrl(PRINT_HEADER_PATH),
          title: metadata.title,
          totalSeconds: store.get().totalTime,
          date: metadata.date,
          sentences,
        },
        locale,
      ),
      locale,
    );

  const hasCaptions = cues.length > 0;
  // At the end the end screen offers Replay.
  const showOverlayPlay = !playing && !state.isAtEnd && !(layout === 'cinema' && touch);
  const markers = useMemo(
    () => markerPercents(metadata.chapters.map((c) => c.seconds)),
    [metadata.chapters],
  );
  const extraProps = { metadata, extras, actionFor: keys.actionFor };
  const classes = [
    styles.player,
    look.className,
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
      data-chapter={metadata.chapters.length > 0 ? part : undefined}
      data-fullscreen={state.fullscreen ? (fallbackFullscreen ? 'fallback' : 'native') : undefined}
      data-idle={idle ? 'true' : undefined}
      data-size={playerSizeClass(width)}
      data-icon-size={iconSize(width)}
      data-small-viewport={isSmallViewport(windowWidth) ? 'true' : undefined}
      data-transcript={state.showTranscript ? transcriptPlacement(windowWidth) : undefined}
      aria-labelledby={showTitle && metadata.title ? titleId : undefined}
      aria-label={showTitle && metadata.title ? undefined : metadata.title || texts.player.name}
      // A modal player renders outside the widget: it carries its language itself.
      lang={locale === 'en' ? undefined : locale}
      role="region"
      style={
        look.radius !== undefined
          ? ({ '--video-radius': `${look.radius}px` } as CSSProperties)
          : undefined
      }
    >
      <div className={styles.playerHead}>
        {showTitle && metadata.title ? (
          <h2 id={titleId} className={styles.playerTitle} lang={metadata.lang}>
            {metadata.title}
          </h2>
        ) : (
          <span />
        )}
        <div className={momentStyles.headEnd}>
          <MomentLinks
            videoId={metadata.id}
            layout={layout}
            time={() => store.get().currentTime}
            onCopy={(seconds, event) =>
              interact.video('Copy Link Button', keys.actionFor(event), seconds)
            }
          />
          <button
            type="button"
            className={styles.closeButton}
            aria-label={texts.player.close}
            onClick={(event) => close(keys.actionFor(event))}
            data-autofocus
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <div
        className={`${common.stage} ${styles.playerStage}`}
        style={state.fullscreen ? undefined : look.stageStyle}
      >
        <video
          ref={videoRef}
          className={common.media}
          poster={metadata.poster}
          playsInline
          preload="auto"
          onClick={(event) => {
            interact.video(playing ? 'Pause Button' : 'Play Button', keys.actionFor(event));
            request({ type: 'togglePlay' });
          }}
          aria-label={metadata.title || metadata.alt}
          // The video's name is its title: English metadata on another language's page says so.
          lang={metadata.lang}
        >
          <track
            kind="captions"
            src={captionTrack.src}
            srcLang={captionTrack.srclang}
            label={captionTrack.label}
          />
        </video>
        <CaptionsOverlay cues={cues} lang={captionTrack.srclang} />
        {state.loading && playing && (
          <div className={common.overlayCenter}>
            <Loader label={videoText(locale).loading.video} />
          </div>
        )}
        {showOverlayPlay && (
          <button
            type="button"
            className={`${common.tileButton} ${styles.overlayPlay}`}
            aria-label={state.isAtEnd ? texts.player.replay : texts.player.play}
            onClick={(event) => {
              request({ type: state.isAtEnd ? 'replay' : 'play' });
              interact.video('Play Button', keys.actionFor(event));
            }}
          >
            <span className={common.bigPlay} aria-hidden="true">
              <PlayIcon size={40} />
            </span>
          </button>
        )}
        <StageExtras {...extraProps} />
      </div>
      <ControllerBar
        width={width}
        showFullscreen={typeof window !== 'undefined' && showFullscreenToggle(window.innerWidth)}
        hasCaptions={hasCaptions}
        transcriptId={transcriptId}
        onFullscreen={toggleFullscreen}
        markers={markers}
        playlist={
          metadata.chapters.length > 0
            ? {
                id: playlistId,
                shown: playlistShown,
                onToggle: () => setPlaylistChoice(!playlistShown),
              }
            : undefined
        }
      />
      <Chapters
        metadata={metadata}
        part={part}
        actionFor={keys.actionFor}
        id={playlistId}
        hidden={!playlistShown}
      />
      <RatingSlot {...extraProps} cinema={layout === 'cinema'} />
      {state.showTranscript && (
        <LiveTranscript
          id={transcriptId}
          sentences={sentences}
          lang={captionTrack.srclang}
          onSeek={(time, action) => {
            request({ type: 'seek', time });
            interact.transcript('Seek Slider', action, time);
          }}
          onPrint={print}
          onInteract={interact.transcript}
        />
      )}
    </div>
  );

  return (
    <PlayerProvider value={context}>
      {layout === 'inline' && options.autoReduceSize ? (
        <CornerBox enabled>{player}</CornerBox>
      ) : layout === 'modal' ? (
        <ModalFrame
          label={metadata.title || texts.player.name}
          onClose={close}
          escapeDisabled={fallbackFullscreen}
        >
          {player}
        </ModalFrame>
      ) : (
        player
      )}
    </PlayerProvider>
  );
}

/** The transcript panel following the player's current time. */
function LiveTranscript(props: Omit<TranscriptPanelProps, 'time'>) {
  const time = usePlayerState((s) => s.currentTime);
  return <TranscriptPanel {...props} time={time} />;
}
