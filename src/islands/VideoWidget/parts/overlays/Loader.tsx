import styles from '../../VideoWidget.module.scss?lazy';

/** The spinner shown while metadata (or media) loads. */
export function Loader({ label = 'Loading video' }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
