/**
 * The watch page's player. On the server, and until the widget's tile is ready, a poster frame:
 * the poster (the page's largest paint, so it is an <img> with its size and a high fetch
 * priority), a play button and the duration, at the tile's own height for its width. In the
 * browser the video widget loads inline in the same box, under the frame, and takes its place
 * when its tile is ready, so nothing moves. A tap on the frame before then plays the video once
 * its metadata is in (the replay directive repeats a tap made before hydration).
 *
 * It also joins the player to the page: the `?t=` moment starts the first play, the player's
 * time goes to the page's transcript and chapters (marked as they play), and their time links
 * play from their moment (watch-player-store.ts, transcript-follower.ts).
 */
import { useHydrated, useStore } from '../island-hooks.ts';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ownDataLayer, type AnalyticsEvent } from '../../analytics/data-layer.ts';
import { useLocale, withPageLocale, type PageLocaleProp } from '../../ui/shared/locale-context.tsx';
import { videoText } from '../../domain/i18n/video.ts';
import { MOMENT_PARAM, parseMoment } from '../../domain/video-pages.ts';
import type { LowRatingHelp } from '../../video/model/low-rating.ts';
import { PlayIcon } from '../../ui/shared/icons.tsx';
import { followTranscript } from './transcript-follower.ts';
import { $seekRequest, $watchTime, publishTime, seekTo } from './watch-player-store.ts';
import styles from './WatchPlayer.module.scss';

const VideoWidget = lazy(() => import('../VideoWidget/VideoWidget.tsx'));

/** The poster's intrinsic shape (the feed's posters are 16:9), for the page to reserve. */
export const POSTER_WIDTH = 480;
export const POSTER_HEIGHT = 270;

/** Stands for the title while the play message is split around it. */
const SLOT = '\u0000';

/**
 * The play button's name, 'Play video: <title>'. An English title on another language's page is
 * marked as English, so the name is the button's hidden content rather than an aria-label (the
 * tile's own rule, parts/shared/titled-name.tsx; not imported, so this island shares no chunk
 * with the tile's code, which a page without the watch player loads).
 */
function PlayName({
  message,
  title,
  lang,
}: {
  message: (title: string) => string;
  title: string;
  lang: string;
}) {
  const [before = '', after = ''] = message(SLOT).split(SLOT);
  return (
    <span className={styles.visuallyHidden}>
      {before}
      <span lang={lang}>{title}</span>
      {after}
    </span>
  );
}

/** What Astro passes: the page's language as well. */
export interface WatchPlayerProps extends PageLocaleProp {
  videoId: string;
  /** The poster's address (the tile's own). */
  poster: string;
  title: string;
  /** The video's length as the tile shows it (`2:00`). */
  durationText: string;
  /** The title's language when it is not the page's (English metadata on a Spanish page). */
  titleLang?: 'en' | undefined;
  /** What a low rating may offer next (chat, the AI assistant, search). */
  lowRatingHelp?: LowRatingHelp | undefined;
}

export default withPageLocale(function WatchPlayer({
  videoId,
  poster,
  title,
  durationText,
  titleLang,
  lowRatingHelp,
}: WatchPlayerProps) {
  const texts = videoText(useLocale());
  const boxRef = useRef<HTMLDivElement>(null);
  /** The browser has taken over: the widget loads (never on the server, whose HTML is cached). */
  const hydrated = useHydrated();
  // The moment is read in the browser only: every ?t= shares the page's cached HTML.
  const start = useMemo(
    () =>
      hydrated
        ? parseMoment(new URLSearchParams(window.location.search).get(MOMENT_PARAM))
        : undefined,
    [hydrated],
  );
  /** The widget's tile is ready: the frame gives way to it. */
  const [ready, setReady] = useState(false);
  /** The frame was pressed: the player opens as soon as the metadata is in. */
  const [requested, setRequested] = useState(false);
  const seekRequest = useStore($seekRequest);

  // The watch page is the site's own: the player's events (impression, plays, rating) reach its
  // dataLayer. Before the widget loads, so its first event finds the layer.
  useEffect(() => ownDataLayer(), []);

  // The page's transcript and chapters follow the player once it can play: until then (and for
  // good, when the video cannot load) their time links stay links to `?t=`.
  useEffect(
    () =>
      ready
        ? followTranscript(document, {
            time: $watchTime,
            seekTo,
            currentClass: styles.current ?? '',
          })
        : undefined,
    [ready],
  );

  // A time link pressed on the page: the player comes into view (the page may be scrolled to the
  // transcript); where it already shows, nothing moves.
  useEffect(() => {
    if (seekRequest) boxRef.current?.scrollIntoView({ block: 'nearest' });
  }, [seekRequest]);

  // The tile has been shown (its impression): the frame's place is now the widget's. A widget that
  // failed to load keeps the frame, with its hidden error view for assistive technology.
  const onAnalytics = useCallback((event: AnalyticsEvent) => {
    if (event.event === 'Video_Impression') setReady(true);
  }, []);

  return (
    <div ref={boxRef} className={styles.box}>
      {hydrated && (
        <div className={styles.widget} data-covered={ready ? undefined : 'true'}>
          <Suspense fallback={null}>
            <VideoWidget
              videoId={videoId}
              options={{
                modal: false,
                rating: 'stars',
                showTime: true,
                start,
                playerView: requested,
              }}
              onAnalytics={onAnalytics}
              onTime={publishTime}
              seekRequest={seekRequest}
              lowRatingHelp={lowRatingHelp}
            />
          </Suspense>
        </div>
      )}
      <div className={styles.frame} hidden={ready} data-requested={requested ? 'true' : undefined}>
        <img
          className={styles.poster}
          src={poster}
          alt=""
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          fetchPriority="high"
          decoding="sync"
        />
        <button
          type="button"
          className={styles.play}
          aria-label={titleLang ? undefined : texts.tile.play(title)}
          onClick={() => setRequested(true)}
        >
          {titleLang && <PlayName message={texts.tile.play} title={title} lang={titleLang} />}
          <span className={styles.playIcon} aria-hidden="true">
            {requested ? <span className={styles.spinner} /> : <PlayIcon size={40} />}
          </span>
        </button>
        <span className={styles.duration}>
          <span className={styles.visuallyHidden}>{texts.tile.duration} </span>
          {durationText}
        </span>
        <span className={styles.visuallyHidden} role="status">
          {requested ? texts.loading.video : ''}
        </span>
      </div>
    </div>
  );
});
