import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import styles from './HelpfulInfo.module.scss?below-fold';
import { useHydrated } from '../island-hooks.ts';
import { videoText } from '../../domain/i18n/video.ts';
import { watchPath } from '../../domain/video-pages.ts';
import { clickAsReplay } from '../../domain/replayed-click.ts';
import { tileTap, widgetStatus } from './video-tile-tap.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

// The video widget's poster tile loads only when its section is on screen.
const VideoWidget = lazy(() => import('../VideoWidget/VideoWidget.tsx'));

const placeholder = <div className={styles.mediaPlaceholder} aria-hidden="true" />;

/** What the server knows of the video to show it before any script runs (from its metadata). */
export interface VideoTile {
  /** The poster the widget shows too: the same address, so the browser fetches it once. */
  poster: string;
  title: string;
  /** `m:ss`; absent when the feed gives no length. */
  durationText?: string;
  /** `en` when the English metadata stands in on a page in another language. */
  titleLang?: 'en';
}

export interface HelpfulVideoProps {
  videoId: string;
  /** Absent when the server could not load the video's metadata: the placeholder, as before. */
  tile?: VideoTile | undefined;
}

/** The status of the widget mounted in `layer`, as its root reports it. */
const statusIn = (layer: HTMLElement | null) =>
  widgetStatus(layer?.querySelector('[data-status]')?.getAttribute('data-status'));

/**
 * A helpful-info section's video. With its metadata, the server sends a link to the video's watch
 * page (poster, duration, title), which works without scripts and for crawlers; in the browser the
 * widget mounts over the poster, hidden until its own tile is ready (`data-status="ready"`), then
 * the stylesheet shows it in the poster's place: nothing moves. The title stays the link to the
 * watch page. Without metadata the server sends the placeholder, whatever the widget's state in
 * the process: rendering the lazy widget there would make cached pages differ.
 */
export default withPageLocale(function HelpfulVideo({ videoId, tile }: HelpfulVideoProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const layer = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const poster = useRef<HTMLSpanElement>(null);
  // A tap on the poster before the widget was ready: it opens the player once it is.
  const [playAsked, setPlayAsked] = useState(false);
  const href = watchPath(videoId, locale);

  // A widget that fails after the tap was held must not swallow it: the link is clicked again
  // (marked, so analytics does not count the visitor's one tap twice) and goes to the watch page.
  useEffect(() => {
    const element = layer.current;
    if (!playAsked || !element) return;
    const check = () => {
      if (statusIn(element) !== 'error' || !link.current) return;
      observer.disconnect();
      setPlayAsked(false);
      clickAsReplay(link.current);
    };
    const observer = new MutationObserver(check);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['data-status'] });
    check();
    return () => observer.disconnect();
  }, [playAsked]);

  const widget = hydrated && (
    <Suspense fallback={tile ? null : placeholder}>
      <VideoWidget
        videoId={videoId}
        options={{ showTitle: false, showTime: true, modal: true, playerView: playAsked }}
      />
    </Suspense>
  );
  if (!tile) return <div className={styles.mediaBox}>{widget || placeholder}</div>;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const tap = tileTap({
      plain:
        event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey,
      onPoster: event.target instanceof Node && poster.current?.contains(event.target) === true,
      widget: hydrated ? statusIn(layer.current) : 'absent',
    });
    if (tap === 'follow') return;
    event.preventDefault();
    setPlayAsked(true);
  };

  return (
    <div className={styles.videoTile} data-play={playAsked ? '' : undefined}>
      {widget && (
        // Before the link: the player's button comes first in the focus order, as on screen.
        <div ref={layer} className={`${styles.mediaBox} ${styles.widgetLayer}`}>
          {widget}
        </div>
      )}
      <a
        ref={link}
        href={href}
        className={styles.watchLink}
        data-link-name={tile.title}
        onClick={onClick}
      >
        <span ref={poster} className={`${styles.mediaBox} ${styles.poster}`}>
          <img src={tile.poster} alt="" width="320" height="180" loading="lazy" decoding="async" />
          {tile.durationText && (
            <span className={styles.duration}>
              <span className="visually-hidden">{`${videoText(locale).tile.duration} `}</span>
              {tile.durationText}
            </span>
          )}
        </span>
        <span lang={tile.titleLang}>{tile.title}</span>
      </a>
    </div>
  );
});
