import common from '../shared/common.module.scss';
import styles from './Loader.module.scss';

/** The spinner shown while metadata (or media) loads. */
export function Loader({ label = 'Loading video' }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={common.visuallyHidden}>{label}</span>
    </div>
  );
}
