import { lazy, Suspense } from 'react';
import styles from './HelpfulInfo.module.scss';
import { useHydrated } from './useHydrated.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

// The video widget's poster tile loads only when its section is on screen.
const VideoWidget = lazy(() => import('../VideoWidget/VideoWidget.tsx'));

const placeholder = <div className={styles.mediaPlaceholder} aria-hidden="true" />;

/**
 * A helpful-info section's video. The server always sends the placeholder: rendering the lazy
 * widget there would depend on whether an earlier render in the process had loaded it, so
 * cached pages would differ.
 */
export default function HelpfulVideo({
  videoId,
  locale,
}: {
  videoId: string;
  /** The page's language, for the player's texts and captions (English when not given). */
  locale?: Locale | undefined;
}) {
  const hydrated = useHydrated();
  return (
    <div className={styles.mediaBox}>
      {!hydrated ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <VideoWidget
            videoId={videoId}
            options={{ showTitle: false, showTime: true, modal: true }}
            locale={locale}
          />
        </Suspense>
      )}
    </div>
  );
}
