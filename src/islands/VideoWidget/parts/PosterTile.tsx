/** The call-to-action tile in poster mode: poster, play button, optional title and duration. */
import { useState, type Ref } from 'react';
import { deviceClass, posterRetryUrl, type VideoMetadata } from '../../../video/metadata.ts';
import { jsonLd, videoObject } from '../../../video/structured-data.ts';
import styles from '../VideoWidget.module.scss';
import { PlayIcon } from './icons.tsx';

export interface PosterTileProps {
  metadata: VideoMetadata;
  showTitle?: boolean | undefined;
  showTime?: boolean | undefined;
  /** '1' is the light play button; defaults to the metadata's startMode. */
  startMode?: string | undefined;
  structuredData?: boolean | undefined;
  onPlay: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function PosterTile({
  metadata,
  showTitle,
  showTime,
  startMode,
  structuredData,
  onPlay,
  buttonRef,
}: PosterTileProps) {
  const [poster, setPoster] = useState(metadata.poster);
  const [failed, setFailed] = useState(false);
  const light = (startMode ?? metadata.startMode) === '1';

  const onError = () => {
    // One retry with the size variant for this device; after that the tile keeps its background.
    const retry = posterRetryUrl(metadata.poster, deviceClass(window.innerWidth));
    if (poster !== retry) setPoster(retry);
    else setFailed(true);
  };

  return (
    <div className={styles.tile} data-view="poster">
      <div className={styles.stage}>
        {!failed && (
          <img
            className={styles.poster}
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
