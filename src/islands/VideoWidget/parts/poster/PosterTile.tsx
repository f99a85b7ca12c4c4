/** The call-to-action tile in poster mode: poster, play button, optional title and duration. */
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { ctaSizeClass, deviceFromUserAgent, iconSize } from '../../../../video/layout.ts';
import { posterRetryUrl, type VideoMetadata } from '../../../../video/metadata.ts';
import { jsonLd, videoObject } from '../../../../video/structured-data.ts';
import { PlayIcon } from '../../../../components/ui/shared/icons.tsx';
import { useElementWidth } from '../shared/hooks.ts';
import styles from '../../VideoWidget.module.scss?lazy';

export interface PosterTileProps {
  metadata: VideoMetadata;
  showTitle?: boolean | undefined;
  showTime?: boolean | undefined;
  /** '1' is the light play button; defaults to the metadata's startMode. */
  startMode?: string | undefined;
  structuredData?: boolean | undefined;
  onPlay: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Content over the poster (the feed's overlay text). */
  overlay?: ReactNode;
}

export function PosterTile({
  metadata,
  showTitle,
  showTime,
  startMode,
  structuredData,
  onPlay,
  buttonRef,
  overlay,
}: PosterTileProps) {
  const tileRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(tileRef);
  // The image state belongs to one poster URL: new metadata starts over with its own poster.
  const [image, setImage] = useState({ for: metadata.poster, src: metadata.poster, failed: false });
  const current =
    image.for === metadata.poster
      ? image
      : { for: metadata.poster, src: metadata.poster, failed: false };
  const { src: poster, failed } = current;
  const light = (startMode ?? metadata.startMode) === '1';

  const onError = () => {
    // One retry with the size variant for this device; after that the tile keeps its background.
    const retry = posterRetryUrl(metadata.poster, deviceFromUserAgent(navigator.userAgent));
    setImage(poster !== retry ? { ...current, src: retry } : { ...current, failed: true });
  };

  return (
    <div
      ref={tileRef}
      className={styles.tile}
      data-view="poster"
      data-size={ctaSizeClass(width)}
      data-icon-size={iconSize(width)}
    >
      <div className={`${styles.stage} ${styles.tileStage}`}>
        {!failed && (
          <img
            className={styles.media}
            src={poster}
            alt={metadata.alt}
            onError={onError}
            decoding="async"
          />
        )}
        <button
          ref={buttonRef}
          type="button"
          className={styles.tileButton}
          data-theme={light ? 'light' : 'dark'}
          onClick={onPlay}
          aria-label={`Play video: ${metadata.title || metadata.alt}`}
        >
          <span className={styles.bigPlay} aria-hidden="true">
            <PlayIcon size={40} />
          </span>
        </button>
        {overlay}
        {showTime && metadata.seconds > 0 && (
          <span className={styles.duration}>
            <span className={styles.visuallyHidden}>Duration </span>
            {metadata.durationText}
          </span>
        )}
      </div>
      {showTitle && metadata.title && <p className={styles.tileTitle}>{metadata.title}</p>}
      {structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLd(
              videoObject(metadata, typeof window === 'undefined' ? '' : window.location.origin),
            ),
          }}
        />
      )}
    </div>
  );
}
