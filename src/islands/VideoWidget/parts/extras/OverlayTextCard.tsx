/**
 * The feed's overlay text: heading, subheading, body (sanitised HTML), legal and a button, in a
 * dark or light theme, placed left, centre or right. On the poster tile by default; on the end
 * screen with overlayTextDisplayAtEnd.
 */
import type { OverlayText } from '../../../../video/model/overlay-text.ts';
import styles from './Overlays.module.scss?lazy';
import { SafeHtml } from './SafeHtml.tsx';

export function OverlayTextCard({ overlay }: { overlay: OverlayText }) {
  return (
    <div
      className={styles.overlayText}
      data-theme={overlay.theme}
      data-position={overlay.position}
      data-part="overlay-text"
    >
      {overlay.heading && <p className={styles.overlayHeading}>{overlay.heading}</p>}
      {overlay.subheading && <p className={styles.overlaySubheading}>{overlay.subheading}</p>}
      {overlay.bodyHtml && <SafeHtml className={styles.overlayBody} html={overlay.bodyHtml} />}
      {overlay.buttonText && overlay.buttonUrl && (
        <a className={`${styles.linkButton} ${styles.primary}`} href={overlay.buttonUrl}>
          {overlay.buttonText}
        </a>
      )}
      {overlay.legal && <p className={styles.overlayLegal}>{overlay.legal}</p>}
    </div>
  );
}
