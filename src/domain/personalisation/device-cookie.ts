/** The recognised device's cookie: `1|make|model|OS|type`, kept about 90 days. */
import type { RecognisedDevice } from './recognised.ts';

export const DEVICE_COOKIE_LIFETIME_MS = 7_776_000_000;
/** The format's version, first, so make is second and model third as the contract reads it. */
export const DEVICE_COOKIE_VERSION = '1';

/** Pipes would break the format, and semicolons or control characters the cookie: all dropped. */
const clean = (value: string) =>
  [...value]
    .filter(
      (char) => char !== '|' && char !== ';' && char.charCodeAt(0) > 0x1f && char !== '\u007f',
    )
    .join('')
    .trim();

export function formatDeviceCookie(device: RecognisedDevice): string {
  return [DEVICE_COOKIE_VERSION, device.make, device.model, device.os, device.type]
    .map(clean)
    .join('|');
}

export function parseDeviceCookie(value: string | undefined): RecognisedDevice | undefined {
  const parts = value?.split('|');
  if (!parts || parts.length !== 5 || parts[0] !== DEVICE_COOKIE_VERSION) return undefined;
  const [, make = '', model = '', os = '', type = ''] = parts;
  return make && model ? { make, model, os, type } : undefined;
}

export function deviceCookieExpiry(now: number): Date {
  return new Date(now + DEVICE_COOKIE_LIFETIME_MS);
}
