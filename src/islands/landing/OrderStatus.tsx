import { useStore } from '@nanostores/react';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder/LoadingPlaceholder.tsx';
import { $orderStatusAccounts } from '../../stores/account-views.ts';
import { $isShowLoader } from '../../stores/session.ts';
import styles from './OrderStatus.module.scss?lazy';
import { useHydrated } from './useHydrated.ts';

export interface OrderStatusProps {
  heading: string;
  headingId: string;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  pendingactive: 'Pending activation',
  suspended: 'Suspended',
};

/** How a qualifying status reads on the card. */
export function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status.toLowerCase().replace(/[^a-z]/g, '')] ?? status;
}

/**
 * Order status for a signed-in small-business visitor's Internet Air accounts that are active,
 * pending activation or suspended. Anonymous visitors (the cached page) see nothing here.
 */
export default function OrderStatus({ heading, headingId }: OrderStatusProps) {
  const accounts = useStore($orderStatusAccounts);
  const loader = useStore($isShowLoader);
  // The cached page has no card: hydration starts from that.
  if (!useHydrated()) return null;
  // The slot holds no space (most visitors have no order), so the placeholder shows only once the
  // account has taken longer than the loader's delay: a fast answer moves nothing but the card.
  if (loader) {
    return (
      <div className={styles.card}>
        <LoadingPlaceholder count={1} variant="line" label="Loading your order status" />
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
            <span>Account {account.accountNumber}</span>
            <strong data-status={account.status.toLowerCase().replace(/[^a-z]/g, '')}>
              {orderStatusLabel(account.status)}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
