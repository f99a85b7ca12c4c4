// Placeholders stand in while an island loads data, so their rules travel with the island's code
// rather than in every page's first response; a page that renders one on the server imports the
// stylesheet itself (the gallery).
import styles from './LoadingPlaceholder.module.scss?lazy';
import { useLocale } from '../shared/locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';

export const DEFAULT_PLACEHOLDER_COUNT = 6;

export interface LoadingPlaceholderProps {
  count?: number;
  /** What is loading, read by screen readers; defaults to 'Loading' in the page's language. */
  label?: string;
  variant?: 'card' | 'line';
}

/** A valid count is a positive whole number; anything else gives the default six. */
export function placeholderCount(count: number | undefined): number {
  return count !== undefined && Number.isInteger(count) && count > 0
    ? count
    : DEFAULT_PLACEHOLDER_COUNT;
}

/**
 * Shimmer cards shown while content loads. Server-renders without JavaScript on a page that
 * imports its stylesheet; the shimmer stops under prefers-reduced-motion.
 */
export function LoadingPlaceholder({ count, label, variant = 'card' }: LoadingPlaceholderProps) {
  const locale = useLocale();
  const cards = Array.from({ length: placeholderCount(count) }, (_, index) => index);
  return (
    <div className={styles.placeholder} role="status" aria-busy="true" data-variant={variant}>
      <span className="visually-hidden">{label ?? uiText(locale).loading}</span>
      <div className={styles.grid} aria-hidden="true">
        {cards.map((index) => (
          <div key={index} className={styles.card} data-placeholder-card="">
            <div className={styles.shimmer} />
            <div className={styles.line} />
            <div className={styles.line} data-short="" />
          </div>
        ))}
      </div>
    </div>
  );
}
