/** Which Internet Air accounts have an order status to show. */
import { internetAirAccounts } from './internet-air.ts';
import type { AccountDetails } from './schemas.ts';

const QUALIFYING = new Set(['active', 'pendingactive', 'suspended']);

/** Letters only, lower case: 'Pending(Active)', 'pending active' and 'PENDINGACTIVE' agree. */
const statusKey = (status: string) => status.toLowerCase().replace(/[^a-z]/g, '');

export interface OrderAccount {
  accountNumber: string;
  status: string;
}

export function qualifyingOrderAccounts(
  accounts: readonly { accountNumber?: string | undefined; accountStatus?: string | undefined }[],
): OrderAccount[] {
  return accounts
    .filter(
      (account) => account.accountNumber && QUALIFYING.has(statusKey(account.accountStatus ?? '')),
    )
    .map((account) => ({
      accountNumber: account.accountNumber ?? '',
      status: account.accountStatus ?? '',
    }));
}

/**
 * The order-status card's accounts: the visitor's Internet Air accounts (the same rule that sends
 * them to the Internet Air tab) that are active, pending activation or suspended.
 */
export function orderStatusAccounts(
  details: Pick<AccountDetails, 'bsseAccountDetails' | 'uverseAccountDetails'> | undefined,
): OrderAccount[] {
  return details ? qualifyingOrderAccounts(internetAirAccounts(details)) : [];
}

export function showsOrderStatus(
  serviceName: string,
  accounts: Parameters<typeof qualifyingOrderAccounts>[0],
): boolean {
  return serviceName === 'smb-internet-air' && qualifyingOrderAccounts(accounts).length > 0;
}
