import { useStore } from '@nanostores/react';
import { PERSONAL_OUTAGE_TEXT } from '../../domain/personalisation/personal-outage.ts';
import { $personalOutage, dismissPersonalOutage } from '../../stores/personal-outage.ts';
import styles from './PersonalOutageAlert.module.scss?lazy';
import { useHydrated } from './useHydrated.ts';

export interface PersonalOutageAlertProps {
  /** The outage section's anchor (its heading's id). */
  outageHref: string;
}

/**
 * The personal outage alert: a toast over the top of the page for a signed-in visitor whose
 * account's area has an issue (the check-lite call). It floats, so it never pushes the page
 * down; the live region is in the cached HTML (empty) so the alert is announced when it fills.
 */
export default function PersonalOutageAlert({ outageHref }: PersonalOutageAlertProps) {
  const hydrated = useHydrated();
  const shown = useStore($personalOutage) && hydrated;
  return (
    <div className={styles.region} role="status">
      {shown ? (
        <div className={styles.toast}>
          <p className={styles.text}>
            <strong>{PERSONAL_OUTAGE_TEXT}</strong>{' '}
            <a href={outageHref} onClick={() => dismissPersonalOutage()}>
              See service status
            </a>
          </p>
          <button
            type="button"
            className={styles.close}
            aria-label="Close service issue alert"
            onClick={() => dismissPersonalOutage()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
