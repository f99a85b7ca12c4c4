/**
 * Whether the personalisation layer's flag-bound side tasks run: the rules the layer reads before
 * it imports a task's code, which it does only when they say yes (on most of a known visitor's
 * pages the two-factor check is off and the outage switch too). Apart from each task's other
 * rules, which load with the task.
 */
import { isMissing, isTrue } from '../values.ts';

export function twoFactorCheckNeeded(input: {
  disableFlag: string | undefined;
  url: string | undefined;
}): boolean {
  return !isTrue(input.disableFlag) && !isMissing(input.url);
}

/** A signed-in visitor with an account in focus, and the switch on. */
export function wantsCheckLite(input: {
  switchFlag: string | undefined;
  signedIn: boolean;
  accountNumber: string | undefined;
}): boolean {
  return isTrue(input.switchFlag) && input.signedIn && !!input.accountNumber;
}
