import styles from '../../VideoWidget.module.scss?lazy';

/** The spinner shown while metadata (or media) loads; the label names what loads, in the page's language. */
export function Loader({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
