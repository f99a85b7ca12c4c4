/** Chat shows only for the wireless service, and not for a BSSe wireless account when disabled. */
import { isTrue } from '../values.ts';

export function chatShown(input: {
  serviceName: string;
  chatDisableFlag: string | undefined;
  bsseWireless: boolean;
}): boolean {
  if (input.serviceName !== 'wireless') return false;
  return !(isTrue(input.chatDisableFlag) && input.bsseWireless);
}
