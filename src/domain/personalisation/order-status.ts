/** Which Internet Air accounts have an order status to show. */

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

export function showsOrderStatus(
  serviceName: string,
  accounts: Parameters<typeof qualifyingOrderAccounts>[0],
): boolean {
  return serviceName === 'smb-internet-air' && qualifyingOrderAccounts(accounts).length > 0;
}
