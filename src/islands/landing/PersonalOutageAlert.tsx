import { useHydrated, useStore } from '../island-hooks.ts';
import { personalisationText } from '../../domain/i18n/personalisation.ts';
import { $personalOutage, dismissPersonalOutage } from '../../stores/personal-outage.ts';
import styles from './PersonalOutageAlert.module.scss?lazy';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

export interface PersonalOutageAlertProps {
  /** The outage section's anchor (its heading's id). */
  outageHref: string;
}

/**
 * The personal outage alert: a toast over the top of the page for a signed-in visitor whose
 * account's area has an issue (the check-lite call). It floats, so it never pushes the page
 * down; the live region is in the cached HTML (empty) so the alert is announced when it fills.
 */
export default withPageLocale(function PersonalOutageAlert({
  outageHref,
}: PersonalOutageAlertProps) {
  const locale = useLocale();
  const texts = personalisationText(locale).personalOutage;
  const hydrated = useHydrated();
  const shown = useStore($personalOutage) && hydrated;
  return (
    <div className={styles.region} role="status">
      {shown ? (
        <div className={styles.toast}>
          <p className={styles.text}>
            <strong>{texts.text}</strong>{' '}
            <a href={outageHref} onClick={() => dismissPersonalOutage()}>
              {texts.seeStatus}
            </a>
          </p>
          <button
            type="button"
            className={styles.close}
            aria-label={texts.close}
            onClick={() => dismissPersonalOutage()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
});
