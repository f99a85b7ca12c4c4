/** The recognised-state rules: the UUID cookie, the wireless content's switches, consent. */
import { isTrue } from '../values.ts';
import type { ConsentBody, ConsentProvidedBody } from './schemas.ts';

/** Recognised only if the UUID cookie is all digits, 1 to 10 characters. */
export function isRecognisableUuid(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,10}$/.test(value);
}

/** hasWireless arrives as a boolean or as a string in any case: the site's one truth rule. */
export function hasWirelessValue(value: unknown): boolean {
  return isTrue(value);
}

/** Recognised wireless: not killed by the kill switch, and the first card has wireless. */
export function recognisedWireless(input: { killSwitch: unknown; hasWireless: unknown }): boolean {
  return !isTrue(input.killSwitch) && hasWirelessValue(input.hasWireless);
}

export interface RecognisedDevice {
  make: string;
  model: string;
  os: string;
  type: string;
}

export type ConsentOutcome =
  | { kind: 'recognised'; lastFour: string; device: RecognisedDevice }
  | { kind: 'ask-number' }
  | { kind: 'none' };

/**
 * What a consent answer means for a visitor: recognised (consent allowed, a valid device with its
 * last four digits), asked for their number (consent allowed, no valid device), or nothing
 * (no consent, or already signed in).
 */
export function consentOutcome(
  consent: ConsentBody | undefined,
  authenticated: boolean,
): ConsentOutcome {
  if (authenticated || !isTrue(consent?.content?.consentRSAllow)) return { kind: 'none' };
  const subscriber = consent?.accountnumbers?.[0]?.subscribers?.[0];
  const details = subscriber?.supportdeviceDetailsInfo;
  const lastFour = subscriber?.subscriberNumberLastFour ?? '';
  const valid =
    isTrue(consent?.authDeviceSupportResponse?.ctnvalid) &&
    /^\d{4}$/.test(lastFour) &&
    Boolean(details?.deviceMake && details.deviceModel);
  if (!valid) return { kind: 'ask-number' };
  return {
    kind: 'recognised',
    lastFour,
    device: {
      make: details?.deviceMake ?? '',
      model: details?.deviceModel ?? '',
      os: details?.deviceOS ?? '',
      type: details?.deviceClassifications?.deviceType ?? '',
    },
  };
}

/**
 * Whether a consent-provided answer says the visitor behind `id` already gave their consent (their
 * wireless number, in the dialog, on an earlier visit), so asking for it again would only repeat
 * the question. Only a yes counts, and only for this id: an answer naming another id is not about
 * this visitor.
 */
export function consentAlreadyProvided(
  answer: ConsentProvidedBody | undefined,
  id: string,
): boolean {
  const content = answer?.content;
  return isTrue(content?.consentProvided) && (content?.id === undefined || content.id === id);
}

/**
 * The recognised visitor's device as a device-list entry. The gateway answers get-devices only for
 * a signed-in visitor, so a recognised visitor's list is the one device consent named; its number
 * is unknown beyond the last four digits, so the entry has no CTN.
 */
export function recognisedDeviceEntry(device: RecognisedDevice): {
  name: string;
  make: string;
  model: string;
} {
  return { name: `${device.make} ${device.model}`.trim(), make: device.make, model: device.model };
}
