/**
 * The personal outage alert: the check-lite answer for the signed-in visitor's account in focus
 * (only with the outage switch on). False in the cached page and for everyone else. The check
 * that sets it is personal-outage-check.ts, which the layer loads only with the switch on.
 */
import { atom } from 'nanostores';

export const $personalOutage = atom(false);

/** The visitor closed the alert. */
export function dismissPersonalOutage(): void {
  $personalOutage.set(false);
}
