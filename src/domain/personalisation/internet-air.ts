/**
 * The one rule for "has Internet Air" (spec §4, §5, §6): the default tab after sign-in and the
 * order-status card both read a visitor's Internet Air accounts from here, so a visitor who lands
 * on the Internet Air tab is one whose qualifying accounts the card shows.
 */
import { isTrue } from '../values.ts';
import type { Account, AccountDetails } from './schemas.ts';

/**
 * An Internet Air account: its serviceType names internet (in any case), or it says internet is
 * present (true, or 'true' in any case).
 */
export function isInternetAirAccount(account: Account): boolean {
  const type = (account.serviceType ?? '').toLowerCase();
  return type.includes('internet') || isTrue(account.isInternetServicePresent);
}

/**
 * The visitor's Internet Air accounts: the small-business (BSSe) and U-verse accounts that are
 * Internet Air. A consumer wireless account is never one, whatever it says about internet.
 */
export function internetAirAccounts(
  details: Pick<AccountDetails, 'bsseAccountDetails' | 'uverseAccountDetails'>,
): Account[] {
  return [...(details.bsseAccountDetails ?? []), ...(details.uverseAccountDetails ?? [])].filter(
    isInternetAirAccount,
  );
}

export function hasInternetAir(
  details: Pick<AccountDetails, 'bsseAccountDetails' | 'uverseAccountDetails'>,
): boolean {
  return internetAirAccounts(details).length > 0;
}
