/**
 * Which service a signed-in small-business visitor's page opens on: Internet Air when any of
 * their accounts has it (the one rule in internet-air.ts, which the order-status card reads too),
 * else their wireless service (the default-tab rule turns it into a tab).
 */
import { hasInternetAir } from './internet-air.ts';
import type { AccountDetails } from './schemas.ts';

export type AccountService = 'myWireless' | 'internet-air';

export function defaultServiceForAccount(details: AccountDetails): AccountService {
  return hasInternetAir(details) ? 'internet-air' : 'myWireless';
}
