/**
 * Which service a signed-in small-business visitor's page opens on: Internet Air when any of
 * their accounts has it, else their wireless service (the default-tab rule turns it into a tab).
 */
import { isTrue } from '../values.ts';
import type { Account, AccountDetails } from './schemas.ts';

export type AccountService = 'myWireless' | 'internet-air';

function hasInternetAir(account: Account): boolean {
  const type = (account.serviceType ?? '').toLowerCase();
  return type.includes('internet') || isTrue(account.isInternetServicePresent);
}

export function defaultServiceForAccount(details: AccountDetails): AccountService {
  const accounts = [...(details.bsseAccountDetails ?? []), ...(details.uverseAccountDetails ?? [])];
  return accounts.some(hasInternetAir) ? 'internet-air' : 'myWireless';
}
