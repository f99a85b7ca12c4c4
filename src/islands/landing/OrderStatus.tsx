import { useHydrated, useStore } from '../island-hooks.ts';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder/LoadingPlaceholder.tsx';
import { $orderStatusAccounts } from '../../stores/account-views.ts';
import { $isShowLoader } from '../../stores/session.ts';
import styles from './OrderStatus.module.scss?lazy';
import { personalisationText } from '../../domain/i18n/personalisation.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

export interface OrderStatusProps {
  heading: string;
  headingId: string;
}

/** A status's letters only, lower case: its key in the catalogue and its `data-status`. */
const statusKey = (status: string) => status.toLowerCase().replace(/[^a-z]/g, '');

/** How a qualifying status reads on the card, in the page's language. */
export function orderStatusLabel(status: string, locale?: Locale): string {
  const labels: Record<string, string> = personalisationText(locale).orderStatus.statuses;
  return labels[statusKey(status)] ?? status;
}

/**
 * Order status for a signed-in small-business visitor's Internet Air accounts that are active,
 * pending activation or suspended. Anonymous visitors (the cached page) see nothing here.
 */
export default withPageLocale(function OrderStatus({ heading, headingId }: OrderStatusProps) {
  const locale = useLocale();
  const texts = personalisationText(locale).orderStatus;
  const accounts = useStore($orderStatusAccounts);
  const loader = useStore($isShowLoader);
  // The cached page has no card: hydration starts from that.
  if (!useHydrated()) return null;
  // The slot holds no space (most visitors have no order), so the placeholder shows only once the
  // account has taken longer than the loader's delay: a fast answer moves nothing but the card.
  if (loader) {
    return (
      <div className={styles.card}>
        <LoadingPlaceholder count={1} variant="line" label={texts.loading} />
      </div>
    );
  }
  if (accounts.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.accounts}>
        {accounts.map((account) => (
          <li key={account.accountNumber}>
            <span>{texts.account(account.accountNumber)}</span>
            <strong data-status={statusKey(account.status)}>
              {orderStatusLabel(account.status, locale)}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
});
