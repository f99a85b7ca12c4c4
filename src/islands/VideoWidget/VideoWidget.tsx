// Over 300 lines: the widget's one owner of which view shows (tile, preview, player, modal, corner box, a related video).
/**
 * The embeddable video widget: loads the metadata, shows the poster tile, and on a click loads
 * the player engine (a separate chunk) and opens the player. Closing returns to the tile.
 */
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  createVideoPusher,
  createVideoTracker,
  errorPayload,
  sendImpression,
  videoEvent,
  type VideoTracker,
} from '../../video/analytics.ts';
import type { ErrorType } from '../../video/model/errors.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';
import { videoText } from '../../domain/i18n/video.ts';
import { log } from '../../domain/log.ts';
import { NO_SAMPLES, RELATED_FAILED, loadMetadata } from '../../video/feed.ts';
import { configuredHosts, configuredMediaHost } from '../../video/model/hosts.ts';
import type { VideoMetadata } from '../../video/model/metadata.ts';
import { withDefaults, type VideoWidgetOptions } from '../../video/model/option-defaults.ts';
import { playerLayout, type PlayerLayout } from '../../video/model/player-mode.ts';
import { ErrorView } from './parts/overlays/ErrorView.tsx';
import { Loader } from './parts/overlays/Loader.tsx';
import { CallToAction } from './parts/cta/CallToAction.tsx';
import { tileLook, videoAreaStyle } from './parts/cta/look.ts';
import styles from './VideoWidget.module.scss?lazy';
import type { RatingResult } from '../../video/parts/rating.ts';
import type { LowRatingHelp } from '../../video/model/low-rating.ts';
import { forwardingPusher } from '../../video/parts/forward-pusher.ts';
import type { AnalyticsEvent } from '../../analytics/data-layer.ts';
import type { SeekRequest } from './parts/player/Player.tsx';

const Player = lazy(() => import('./parts/player/Player.tsx'));
// Only a feed with overlay text loads its view (and the HTML allow-list) before a click.
const OverlayTextCard = lazy(() =>
  import('./parts/extras/OverlayTextCard.tsx').then((m) => ({ default: m.OverlayTextCard })),
);

export type { SeekRequest, VideoWidgetOptions };

export interface VideoWidgetProps {
  videoId: string;
  /** Typed options; untrusted input goes through parseVideoOptions (src/video/model/options.ts) first. */
  options?: Partial<VideoWidgetOptions> | undefined;
  /** Extra fields added to every analytics event (sent as text). */
  additionalAnalyticsData?: Record<string, string | number | boolean> | undefined;
  /** Corner radius of the tile and player in px (spec §3 widget input). */
  radius?: number | undefined;
  /** Custom mode's content (option customCTAdisplay). */
  children?: ReactNode;
  /** Called when the player closes (a host that opened the widget straight in player view). */
  onClose?: (() => void) | undefined;
  /** The visitor submitted the rating panel (also a 'support-video-rating' DOM event). */
  onRating?: (result: RatingResult) => void;
  /** What a low rating may offer next (chat, the AI assistant, search); the watch page sets it. */
  lowRatingHelp?: LowRatingHelp | undefined;
  /** Every analytics event, also when the page has no dataLayer (the embed's DOM events). */
  onAnalytics?: (event: AnalyticsEvent) => void;
  /**
   * The open player's timeline time whenever it changes; undefined when no player of this video
   * is open (closed, or a related video playing in it). For a host that follows along.
   */
  onTime?: ((seconds: number | undefined) => void) | undefined;
  /**
   * A host's request to play from a moment (timeline seconds); each new object is a new request.
   * Closed, the player opens there once the metadata is in; open, it seeks there and plays.
   */
  seekRequest?: SeekRequest | undefined;
}

/** DOMException is not an Error subclass in every realm, so the name decides. */
const isAbortError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; metadata: VideoMetadata; origin: 'feed' | 'sample' }
  | { status: 'error'; errorType: ErrorType };

/** A load result and the id it belongs to, so a changed id shows the loader again. */
type LoadFor = Load & { videoId: string };

export default withPageLocale(function VideoWidget({
  videoId,
  options: givenOptions,
  additionalAnalyticsData,
  onRating,
  lowRatingHelp,
  onAnalytics,
  onTime,
  seekRequest,
  radius,
  children,
  onClose,
}: VideoWidgetProps) {
  // The page's language: the widget's texts, the language its metadata is asked in (English
  // metadata standing in is marked `lang="en"` where its texts show), and which caption track the
  // player shows (the page's language's, else English).
  const locale = useLocale();
  const texts = videoText(locale);
  // Keyed by content: hosts often pass a new options object on every render.
  const optionsKey = JSON.stringify(givenOptions ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- optionsKey stands for givenOptions' content
  const options = useMemo(() => withDefaults(givenOptions), [optionsKey]);
  const [loaded, setLoaded] = useState<LoadFor | undefined>(undefined);
  const load: Load = useMemo(
    () => (loaded?.videoId === videoId ? loaded : { status: 'loading' }),
    [loaded, videoId],
  );
  // The open player belongs to one video id: a changed id closes it (no stale tracker, and the
  // new video's player only opens on a click).
  const [openFor, setOpen] = useState<
    | {
        videoId: string;
        layout: PlayerLayout;
        tracker: VideoTracker;
        /** Where this player starts (timeline seconds): the first play's start, a host's moment. */
        start?: number | undefined;
        /** The host's last request when the player opened: only later ones go to the player. */
        since?: SeekRequest | undefined;
      }
    | undefined
  >(undefined);
  const open = openFor?.videoId === videoId ? openFor : undefined;
  /** A related video chosen on the end screen plays in place of this one until the player closes. */
  const [swap, setSwap] = useState<VideoMetadata | undefined>(undefined);
  /** The chosen related video whose metadata is being fetched again (spec §7), and its abort. */
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  const choice = useRef<AbortController | undefined>(undefined);
  const [pusher] = useState(() => forwardingPusher(createVideoPusher()));
  // The host's analytics callback as of the last render.
  useEffect(() => pusher.setForward(onAnalytics), [pusher, onAnalytics]);
  const posterButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const extra = useRef(additionalAnalyticsData);
  useEffect(() => {
    extra.current = additionalAnalyticsData;
  });
  const { tier, showTitle, modal, cinema } = options;
  const { autoplay, playerView, isScroll } = options;
  const { rating, overlayTextDisplayAtEnd } = options;
  const customContent = options.customCTAdisplay && children !== undefined && children !== null;
  // Every source failed for this id: the tile is back, with the hidden error view (a status).
  const [failedFor, setFailedFor] = useState<string>();
  const failed = failedFor === videoId;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const fail = (errorType: ErrorType) => {
      pusher.push(
        videoEvent('Video_Error_Display', errorPayload(errorType, videoId, extra.current)),
      );
      setLoaded({ videoId, status: 'error', errorType });
    };
    loadMetadata({
      videoId,
      tier,
      hosts: configuredHosts(),
      mediaHost: configuredMediaHost(),
      signal: controller.signal,
      locale,
    }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'error') {
          fail(result.errorType);
          return;
        }
        sendImpression({ metadata: result.metadata, autoplay, extra: extra.current }, pusher);
        setLoaded({ videoId, status: 'ready', metadata: result.metadata, origin: result.origin });
      },
      (error: unknown) => {
        // An abort (the widget unmounted or the id changed) is expected; anything else must not
        // leave the loader spinning: it is a video without usable metadata.
        if (controller.signal.aborted || isAbortError(error)) return;
        log.error('video', `metadata for ${videoId} failed: ${String(error)}`);
        fail('Failure_ID_Invalid');
      },
    );
    return () => controller.abort();
  }, [videoId, tier, pusher, autoplay, locale]);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      posterButton.current?.focus();
    }
  }, [open]);

  const dropChoice = useCallback(() => {
    choice.current?.abort();
    choice.current = undefined;
    setChoosing(undefined);
  }, []);

  /** The id whose first play has happened: the start option applies to that play only. */
  const startTakenFor = useRef<string | undefined>(undefined);
  /** The host's last moment request taken (by opening the player there, or by the open player). */
  const seekHandled = useRef<SeekRequest | undefined>(undefined);

  const openPlayerAt = useCallback(
    (start: number | undefined) => {
      if (load.status !== 'ready') return;
      const tracker = createVideoTracker(
        { metadata: load.metadata, autoplay, extra: extra.current },
        pusher,
        { startedByClick: true },
      );
      startTakenFor.current = videoId;
      setFailedFor(undefined);
      // Opening this video ends a related one and a related choice still loading.
      dropChoice();
      setSwap(undefined);
      setOpen({
        videoId,
        layout: playerLayout({ modal, cinema }, window.innerWidth),
        tracker,
        start,
        since: seekHandled.current,
      });
    },
    [load, pusher, modal, cinema, autoplay, videoId, dropChoice],
  );

  /**
   * A preview that plays by itself reports its playback like the player, commencing on its first
   * time update and flagged as played automatically (videoAutoPlayFlag '1').
   */
  const readyMetadata = load.status === 'ready' ? load.metadata : undefined;
  const previewTracker = useMemo(
    () =>
      readyMetadata
        ? () =>
            createVideoTracker(
              { metadata: readyMetadata, autoplay: true, extra: extra.current },
              pusher,
              { startedByClick: false },
            )
        : undefined,
    [readyMetadata, pusher],
  );

  /** A play press: the first play starts at the start option (the player checks it). */
  const openPlayer = useCallback(
    () => openPlayerAt(startTakenFor.current === videoId ? undefined : options.start),
    [videoId, options.start, openPlayerAt],
  );

  const closePlayer = useCallback(() => {
    returnFocus.current = true;
    dropChoice();
    setOpen(undefined);
    setSwap(undefined);
    onClose?.();
  }, [onClose, dropChoice]);

  /** The related video opens in player view, its events naming it as the recommended one. */
  const openRecommended = useCallback(
    (video: VideoMetadata) => {
      const tracker = createVideoTracker(
        {
          metadata: video,
          autoplay,
          extra: {
            ...extra.current,
            recommendedVideoId: video.id,
            recommendedVideoFriendlyName: video.title,
          },
        },
        pusher,
        { startedByClick: true },
      );
      setSwap(video);
      setOpen((current) => current && { ...current, tracker });
    },
    [pusher, autoplay],
  );

  /**
   * A related video was chosen: its metadata is fetched again (spec §7: "for a chosen recommended
   * video") while the end screen shows the loader, then it plays. If that fetch fails, the copy
   * the end screen listed a moment ago plays, and the failure is logged.
   */
  const playRecommended = useCallback(
    (listed: VideoMetadata) => {
      choice.current?.abort();
      const controller = new AbortController();
      choice.current = controller;
      setChoosing(listed.id);
      const settle = (video: VideoMetadata) => {
        if (controller.signal.aborted) return;
        choice.current = undefined;
        setChoosing(undefined);
        openRecommended(video);
      };
      loadMetadata({
        videoId: listed.id,
        tier,
        hosts: configuredHosts(),
        mediaHost: configuredMediaHost(),
        samples: NO_SAMPLES,
        signal: controller.signal,
        locale,
      }).then(
        (result) => {
          if (result.kind === 'error')
            log.error('video', `${RELATED_FAILED}: ${listed.id} (${result.errorType})`);
          settle(result.kind === 'ok' ? result.metadata : listed);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          log.error('video', `${RELATED_FAILED}: ${listed.id} (${String(error)})`);
          settle(listed);
        },
      );
    },
    [tier, openRecommended, locale],
  );

  // A changed id or an unmount drops a choice still loading.
  useEffect(() => dropChoice, [videoId, dropChoice]);

  /**
   * A host's moment, once the metadata is in: the open player seeks there itself (it gets the
   * requests made since it opened); a closed one opens there, and a related video playing gives
   * way to this one.
   */
  const takeMoment = useCallback(
    (moment: SeekRequest) => {
      seekHandled.current = moment;
      if (open && !swap) return;
      openPlayerAt(moment.seconds);
    },
    [open, swap, openPlayerAt],
  );
  useEffect(() => {
    if (!seekRequest || seekHandled.current === seekRequest || load.status !== 'ready') return;
    takeMoment(seekRequest);
  }, [seekRequest, load.status, takeMoment]);

  /**
   * Every source failed: the player closes back to the tile (focus returns to its play button, so
   * a press tries again) and the hidden error view reports Failure_Playback as a status. The spec
   * allows no other visible error message (§8).
   */
  const playbackFailed = useCallback(() => {
    open?.tracker.playbackError();
    returnFocus.current = true;
    dropChoice();
    setOpen(undefined);
    setSwap(undefined);
    setFailedFor(videoId);
  }, [open, videoId, dropChoice]);

  // playerView: straight to the player once the metadata is in, once per id.
  const autoOpened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!playerView || load.status !== 'ready' || autoOpened.current === videoId) return;
    autoOpened.current = videoId;
    openPlayer();
  }, [playerView, load.status, videoId, openPlayer]);

  useEffect(() => {
    if (isScroll && open && open.layout !== 'modal')
      rootRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [isScroll, open]);

  const body = (() => {
    // A host that opened the widget straight in player view gets the player alone, and closes it.
    const tileBehind = !(playerView && onClose);
    if (load.status === 'loading' && !tileBehind) return null;
    if (load.status === 'loading' && customContent) {
      // Custom mode's loader (spec §2): the caller's content holds its own place, with the text
      // over it until the invisible button that opens the player replaces it.
      const look = tileLook(options);
      return (
        <div
          className={[styles.customCta, look.classes.cta].filter(Boolean).join(' ')}
          style={look.tileStyle}
          data-view="loading"
          data-cta-mode="custom"
        >
          {children}
          <p className={styles.customLoading} role="status">
            {texts.loading.custom}
          </p>
        </div>
      );
    }
    if (load.status === 'loading') {
      // The tile's space (its height at this width), and the title's line when it is shown, are
      // held while metadata loads, so the page does not shift.
      return (
        <>
          <div className={styles.tile} data-view="loading">
            <div className={`${styles.stage} ${styles.tileStage}`}>
              <div className={styles.overlayCenter}>
                <Loader label={texts.loading.video} />
              </div>
            </div>
          </div>
          {showTitle && (
            <p className={styles.tileTitle} aria-hidden="true">
              {'\u00a0'}
            </p>
          )}
        </>
      );
    }
    if (load.status === 'error') return <ErrorView errorType={load.errorType} />;
    const tile = (
      <CallToAction
        metadata={load.metadata}
        options={options}
        textOverlay={
          load.metadata.overlayText && !overlayTextDisplayAtEnd ? (
            <Suspense fallback={null}>
              <OverlayTextCard overlay={load.metadata.overlayText} />
            </Suspense>
          ) : undefined
        }
        onPlay={openPlayer}
        buttonRef={posterButton}
        previewTracker={previewTracker}
      >
        {children}
      </CallToAction>
    );
    if (!open)
      return (
        <>
          {tileBehind && tile}
          {failed && <ErrorView errorType="Failure_Playback" />}
        </>
      );
    const player = (
      <Suspense fallback={<Loader label={texts.loading.player} />}>
        <Player
          key={swap?.id ?? load.metadata.id}
          metadata={swap ?? load.metadata}
          extras={{
            tier,
            rating,
            overlayTextDisplayAtEnd,
            onRecommended: playRecommended,
            choosing,
            onRating,
            lowRatingHelp,
          }}
          look={{
            radius,
            stageStyle: videoAreaStyle(options.videoStyles),
            className: options.roundedCornersClassName,
          }}
          layout={open.layout}
          tracker={open.tracker}
          options={options}
          onClose={closePlayer}
          onPlaybackError={playbackFailed}
          start={swap ? undefined : open.start}
          seekRequest={swap || seekRequest === open.since ? undefined : seekRequest}
          onTime={swap ? undefined : onTime}
        />
      </Suspense>
    );
    // A modal player leaves the tile in the page behind the backdrop.
    if (open.layout === 'modal')
      return (
        <>
          {tileBehind && tile}
          {player}
        </>
      );
    return player;
  })();

  const rootStyle: CSSProperties & { '--video-radius'?: string } = {
    ...(options.containerWidth ? { width: options.containerWidth } : {}),
    ...(radius !== undefined ? { '--video-radius': `${radius}px` } : {}),
  };

  return (
    <div
      ref={rootRef}
      className={[styles.widget, options.roundedCornersClassName].filter(Boolean).join(' ')}
      style={Object.keys(rootStyle).length > 0 ? rootStyle : undefined}
      data-unconstrained={options.unconstrained ? 'true' : undefined}
      // Marked when not English, for a widget whose language differs from its page's (an embed,
      // the demo); an English widget's HTML stays as it was.
      lang={locale === 'en' ? undefined : locale}
      data-video-id={videoId}
      data-status={load.status}
      data-metadata-origin={load.status === 'ready' ? load.origin : undefined}
    >
      {body}
    </div>
  );
});
