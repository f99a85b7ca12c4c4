import { errorViewText, type ErrorType } from '../../../../video/model/errors.ts';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';
import styles from '../../VideoWidget.module.scss?lazy';

/**
 * The hidden error view: visually hidden (the spec keeps the failure out of sight) but present for
 * assistive technology and tests; the widget reports the error when it renders this. Metadata
 * errors show the metadata text, playback failures the playback catch-all.
 */
export function ErrorView({ errorType }: { errorType: ErrorType }) {
  const locale = useLocale();
  return (
    <div className={styles.visuallyHidden} data-video-error={errorType} role="status">
      {errorViewText(errorType, locale)}
    </div>
  );
}
