/**
 * The call-to-action tile's frame, and poster mode itself: poster, play button, optional title and
 * duration. The preview modes (parts/cta/) reuse it, adding their video over the poster.
 */
import {
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';
import { videoText } from '../../../../domain/i18n/video.ts';
import { ctaSizeClass, deviceFromUserAgent, iconSize } from '../../../../video/model/layout.ts';
import { posterRetryUrl, type VideoMetadata } from '../../../../video/model/metadata.ts';
import { posterCrossOrigin, type PosterTheme } from '../../../../video/poster-theme.ts';
import { jsonLd, videoObject } from '../../../../video/model/structured-data.ts';
import type { RecommendedItem } from '../../../../video/model/recommended.ts';
import type { TileLook } from '../cta/look.ts';
import { samplePosterTheme } from '../cta/samplePosterTheme.ts';
import { PlayIcon } from '../../../../ui/shared/icons.tsx';
import { useElementWidth } from '../shared/hooks.ts';
import { titledName } from '../shared/titled-name.tsx';
import styles from '../../VideoWidget.module.scss?lazy';

export interface PosterTileProps {
  metadata: VideoMetadata;
  showTitle?: boolean | undefined;
  showTime?: boolean | undefined;
  /** '1' is the light play button; defaults to the metadata's startMode. */
  startMode?: string | undefined;
  structuredData?: boolean | undefined;
  /** With the press's event, for its action code (click, touch or key). */
  onPlay: (event: MouseEvent) => void;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  /** The host's look: alignment, classes, styles, theme (options of spec §3). */
  look?: TileLook | undefined;
  /**
   * A recommended video's tile (the end screen's related videos): the full-tile button shows no
   * play icon and is named by the item's title, the poster is decorative (the button names the
   * video), and the item's search data is the tile's.
   */
  recommended?: RecommendedItem | undefined;
  /** A preview video over the poster (autoplay and hover modes). */
  preview?: ReactNode;
  /** Controls above the play button (the autoplay duration box). */
  overlay?: ReactNode;
  /** Replaces the duration label (the autoplay box shows it instead). */
  hideDuration?: boolean | undefined;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function PosterTile({
  metadata,
  showTitle,
  showTime,
  startMode,
  structuredData,
  onPlay,
  buttonRef,
  look,
  recommended,
  preview,
  overlay,
  hideDuration,
}: PosterTileProps) {
  const locale = useLocale();
  const texts = videoText(locale).tile;
  const tileRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(tileRef);
  // The image state belongs to one poster URL: new metadata starts over with its own poster.
  const [image, setImage] = useState({
    for: metadata.poster,
    src: metadata.poster,
    failed: false,
    cors: true,
  });
  const [sampled, setSampled] = useState<{ for: string; theme: PosterTheme }>();
  const current =
    image.for === metadata.poster
      ? image
      : { for: metadata.poster, src: metadata.poster, failed: false, cors: true };
  const { src: poster, failed } = current;
  const crossOrigin = current.cors ? posterCrossOrigin(poster) : undefined;
  const mode = startMode ?? metadata.startMode;
  // startMode '1' asks for the light button; otherwise the poster's own theme decides (dark
  // until it is sampled, as before sampling existed).
  const theme: PosterTheme =
    mode === '1' ? 'light' : sampled?.for === poster ? sampled.theme : 'dark';

  const onError = () => {
    // A host that does not answer CORS still shows its poster, with the default theme.
    if (crossOrigin) {
      setImage({ ...current, cors: false });
      return;
    }
    // One retry with the size variant for this device; after that the tile keeps its background.
    const retry = posterRetryUrl(metadata.poster, deviceFromUserAgent(navigator.userAgent));
    setImage(
      poster !== retry ? { ...current, src: retry, cors: true } : { ...current, failed: true },
    );
  };

  // English metadata on a page in another language: its title is marked where it shows.
  const name = titledName(
    texts.play,
    recommended?.title ?? (metadata.title || metadata.alt),
    metadata.lang,
    styles.visuallyHidden,
  );
  const svgSize = look?.svgSize;
  const playSize: CSSProperties | undefined = svgSize
    ? { width: svgSize * 1.8, height: svgSize * 1.8 }
    : undefined;

  return (
    <div
      ref={tileRef}
      className={join(styles.tile, look?.classes.cta)}
      style={look?.tileStyle}
      data-view="poster"
      data-size={ctaSizeClass(width)}
      data-icon-size={iconSize(width)}
      data-theme={theme}
      data-custom-theme={look?.customTheme}
    >
      <div
        className={join(styles.stage, styles.tileStage, look?.classes.ctaBackground)}
        style={look?.stageStyle}
        data-has-size={look?.stageStyle ? 'true' : undefined}
      >
        {!failed && (
          <img
            className={styles.media}
            src={poster}
            crossOrigin={crossOrigin}
            alt={recommended ? '' : metadata.alt}
            onError={onError}
            onLoad={(event) => {
              const found = samplePosterTheme(event.currentTarget);
              if (found) setSampled({ for: poster, theme: found });
            }}
            decoding="async"
          />
        )}
        {preview}
        <button
          ref={buttonRef}
          type="button"
          className={join(styles.tileButton, look?.classes.ctaButton)}
          data-theme={theme}
          data-align={look?.alignment ?? 'center'}
          data-recommended={recommended ? 'true' : undefined}
          onClick={onPlay}
          aria-label={name.label}
        >
          {name.content}
          {!recommended && (
            <span className={styles.bigPlay} style={playSize} aria-hidden="true">
              <PlayIcon size={svgSize ?? 40} />
            </span>
          )}
        </button>
        {overlay}
        {showTime && !hideDuration && metadata.seconds > 0 && (
          <span className={styles.duration}>
            <span className={styles.visuallyHidden}>{texts.duration} </span>
            {metadata.durationText}
          </span>
        )}
      </div>
      {showTitle && metadata.title && (
        <p className={join(styles.tileTitle, look?.classes.ctaText)} lang={metadata.lang}>
          {metadata.title}
        </p>
      )}
      {structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLd(
              recommended?.seoData ??
                videoObject(metadata, typeof window === 'undefined' ? '' : window.location.origin),
            ),
          }}
        />
      )}
    </div>
  );
}
