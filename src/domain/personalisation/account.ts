/** What the page reads from a signed-in visitor's account, and how it asks for it. */
import { isTrue } from '../values.ts';
import { ENDPOINTS } from './endpoints.ts';
import type { Account, AccountDetails } from './schemas.ts';

/** 'jORDAN' → 'Jordan'. */
export function capitalisedFirstName(
  details: Pick<AccountDetails, 'firstName'>,
): string | undefined {
  const name = details.firstName?.trim();
  if (!name) return undefined;
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

const isWireless = (account: Account) =>
  (account.serviceType ?? '').toLowerCase() === 'wireless' ||
  isTrue(account.isWirelessServicePresent);

export function hasBsseWireless(details: Pick<AccountDetails, 'bsseAccountDetails'>): boolean {
  return (details.bsseAccountDetails ?? []).some(isWireless);
}

/** Every wireless account number: consumer wireless accounts, then BSSe wireless ones. */
export function wirelessAccountNumbers(details: AccountDetails): string[] {
  const numbers = [
    ...(details.wirelessAccountDetails ?? []),
    ...(details.bsseAccountDetails ?? []).filter(isWireless),
  ].map((account) => account.accountNumber);
  return [...new Set(numbers.filter((number): number is string => Boolean(number)))];
}

/** The wireless billing account number: the first wireless account. */
export function wirelessBan(details: AccountDetails): string | undefined {
  return wirelessAccountNumbers(details)[0];
}

export type AccountDetailsCall =
  | { method: 'POST'; path: string }
  | { method: 'GET'; path: string; params: { variant: 'bsse' | 'bsse-tlg' } };

/** The unified flag's value picks the profile-details variant; otherwise the classic POST. */
export function accountDetailsRequest(unifiedFlagValue: string | undefined): AccountDetailsCall {
  const value = (unifiedFlagValue ?? '').trim().toLowerCase();
  if (value === 'bsse' || value === 'bsse-tlg')
    return { method: 'GET', path: ENDPOINTS.profileDetails, params: { variant: value } };
  return { method: 'POST', path: ENDPOINTS.accountDetails };
}

/** Whether the unified flag's value turns the unified calls on. */
export function unifiedOn(unifiedFlagValue: string | undefined): boolean {
  return accountDetailsRequest(unifiedFlagValue).method === 'GET';
}

export function devicesRequest(
  unified: boolean,
  accountNumbers: readonly string[],
): { path: string; body: Record<string, unknown> } {
  return unified
    ? { path: ENDPOINTS.devicesV2, body: { wirelessAccNums: [...accountNumbers] } }
    : { path: ENDPOINTS.devicesV1, body: {} };
}
