/**
 * What a tile shows when every source failed: it keeps its space and its poster, with a short
 * message visitors can read, while the hidden error view beside it reports Failure_Playback.
 * Focus moves to the message when the failure closes an open player, so keyboard and screen
 * reader users are not left on the page's body.
 */
import { useEffect, useRef } from 'react';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import styles from '../../VideoWidget.module.scss?lazy';
import { ErrorView } from './ErrorView.tsx';

export const PLAYBACK_FAILED_TEXT =
  'Sorry, this video can’t play right now. Please try again later.';

export default function PlaybackFailed({
  metadata,
  takeFocus,
  showTitle,
}: {
  metadata: VideoMetadata;
  takeFocus: boolean;
  /** As on the tile it replaces, so the space stays the same. */
  showTitle: boolean;
}) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) messageRef.current?.focus();
  }, [takeFocus]);
  return (
    // A tile: its stage keeps the height the poster's had at this width (VideoWidget.module.scss).
    <div className={styles.tile} data-view="unavailable">
      <div className={`${styles.stage} ${styles.tileStage}`}>
        <img className={styles.media} src={metadata.poster} alt={metadata.alt} decoding="async" />
        <div className={styles.unavailable}>
          <p ref={messageRef} tabIndex={-1}>
            {PLAYBACK_FAILED_TEXT}
          </p>
        </div>
      </div>
      {showTitle && metadata.title && <p className={styles.tileTitle}>{metadata.title}</p>}
      <ErrorView errorType="Failure_Playback" />
    </div>
  );
}
