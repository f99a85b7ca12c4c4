/**
 * The personal outage alert (the outage switch, `outageDaasSwitch`): which answer shows the alert
 * (its texts are the personalisation catalogue's; who gets the check-lite call is side-tasks.ts's).
 * Pure; the personal-outage store makes the call.
 */
import { OUTAGE_ISSUE } from '../outage.ts';

/** Only status 1 (an issue) shows the alert; 0, 2, anything else or nothing shows none. */
export function personalOutageShown(status: string | number | undefined): boolean {
  return String(status ?? '').trim() === String(OUTAGE_ISSUE);
}
