/**
 * The personal outage alert (the outage switch, `outageDaasSwitch`): who gets the check-lite call
 * and which answer shows the alert (its texts are the personalisation catalogue's). Pure; the
 * personal-outage store makes the call.
 */
import { OUTAGE_ISSUE } from '../outage.ts';
import { isTrue } from '../values.ts';

/** A signed-in visitor with an account in focus, and the switch on. */
export function wantsCheckLite(input: {
  switchFlag: string | undefined;
  signedIn: boolean;
  accountNumber: string | undefined;
}): boolean {
  return isTrue(input.switchFlag) && input.signedIn && !!input.accountNumber;
}

/** Only status 1 (an issue) shows the alert; 0, 2, anything else or nothing shows none. */
export function personalOutageShown(status: string | number | undefined): boolean {
  return String(status ?? '').trim() === String(OUTAGE_ISSUE);
}
