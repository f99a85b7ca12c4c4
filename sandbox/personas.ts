/**
 * The visitors the sandbox can sign in as, and what its account, device and consent calls
 * answer for each. The sign-in page sets a persona's cookies; every later call reads the
 * `SANDBOX_PERSONA` cookie the site relays, so the flows are the real cookie-based ones.
 */
import { COOKIE, STORAGE } from '../src/domain/personalisation/cookie-names.ts';

export const PERSONA_COOKIE = 'SANDBOX_PERSONA';
/** Set by a successful set-focus: the number the visitor typed is now the recognised one. */
export const FOCUS_COOKIE = 'SANDBOX_FOCUS';
/** What the device selector stores (src/stores/device.ts reads it). */
export const SELECTED_DEVICE_KEY = 'supportSelectedDevice';

interface SandboxAccount {
  accountNumber: string;
  accountStatus?: string;
  serviceType: string;
  isSMBCustomer?: boolean;
  isWirelessServicePresent?: boolean;
  /** Upstreams send it as a boolean or as text ('TRUE'). */
  isInternetServicePresent?: boolean | string;
}

interface SandboxDevice {
  ctn: string;
  name: string;
  make: string;
  model: string;
  imageUrl: string;
  accountNumber: string;
}

export interface Persona {
  id: string;
  label: string;
  description: string;
  kind: 'signed-in' | 'recognised';
  uuid: string;
  firstName?: string;
  lastName?: string;
  wireless?: SandboxAccount[];
  bsse?: SandboxAccount[];
  devices?: SandboxDevice[];
  /** Recognised visitors: how the consent call answers. */
  consent?: 'valid-device' | 'ask-number' | 'fails';
  /** Recognised visitors: they gave their number on an earlier visit (consent-provided says yes). */
  numberGivenBefore?: boolean;
  killSwitch?: boolean;
  /** The auth-status call answers 309 until the second factor is given. */
  twoFactor?: boolean;
  /** The login happened just now, so the login event is due (else an hour ago: not due). */
  freshLogin?: boolean;
  /** The check-lite outage call reports an issue (status 1) in the account's area. */
  areaOutage?: boolean;
  /** Get-devices (v1 and v2) answers 500. */
  devicesFail?: boolean;
  /** The account-details (and profile-details) call answers 500; infocus still says Authenticated. */
  accountFails?: boolean;
}

const PIXEL: SandboxDevice = {
  ctn: '2145550123',
  name: 'Google Pixel 9',
  make: 'Google',
  model: 'Pixel 9',
  imageUrl: '/images/support/icon-device.svg',
  accountNumber: '287000111',
};

const consumer = (
  id: string,
  label: string,
  description: string,
  extra: Partial<Persona> = {},
): Persona => ({
  id,
  label,
  description,
  kind: 'signed-in',
  uuid: '1029384756',
  firstName: 'jordan',
  lastName: 'lee',
  wireless: [
    { accountNumber: '287000111', serviceType: 'wireless', isWirelessServicePresent: true },
  ],
  devices: [PIXEL],
  ...extra,
});

const smallBusiness = (
  status: string,
  id: string,
  extra: Partial<Persona> & { account?: Partial<SandboxAccount> } = {},
): Persona => {
  const { account, ...rest } = extra;
  return {
    id,
    label: `Small business, Internet Air ${status}`,
    description: `Signed in with an Internet Air account whose status is ${status}.`,
    kind: 'signed-in',
    uuid: '5566778899',
    firstName: 'riley',
    bsse: [
      {
        accountNumber: '530012345',
        accountStatus: status,
        serviceType: 'internet-air',
        isSMBCustomer: true,
        isInternetServicePresent: true,
        ...account,
      },
    ],
    ...rest,
  };
};

export const PERSONAS: readonly Persona[] = [
  consumer('consumer', 'Signed-in consumer', 'Jordan, a wireless customer with a Pixel 9.'),
  consumer(
    'login-event',
    'Signed in just now',
    'Jordan, signed in a moment ago: the login event is due.',
    {
      freshLogin: true,
    },
  ),
  consumer(
    'two-factor',
    'Signed in, second factor owed',
    'Jordan, whose session still needs its second factor.',
    {
      twoFactor: true,
    },
  ),
  consumer(
    'area-outage',
    'Signed in, outage in the area',
    'Jordan again, on an account whose area has a service issue: the personal outage alert.',
    {
      wireless: [
        { accountNumber: '287000222', serviceType: 'wireless', isWirelessServicePresent: true },
      ],
      devices: [{ ...PIXEL, ctn: '2145550177', accountNumber: '287000222' }],
      areaOutage: true,
    },
  ),
  {
    id: 'bsse-wireless',
    label: 'Signed-in business wireless (BSSe)',
    description:
      'Casey, with a BSSe wireless account: chat is off when the chat-disable flag is on.',
    kind: 'signed-in',
    uuid: '3344556677',
    firstName: 'CASEY',
    bsse: [
      {
        accountNumber: '660055001',
        accountStatus: 'active',
        serviceType: 'wireless',
        isWirelessServicePresent: true,
      },
    ],
    devices: [{ ...PIXEL, ctn: '4695550188', accountNumber: '660055001' }],
  },
  smallBusiness('active', 'smb-active'),
  smallBusiness('pending(active)', 'smb-pending'),
  smallBusiness('suspended', 'smb-suspended'),
  smallBusiness('cancelled', 'smb-cancelled'),
  smallBusiness('active', 'smb-internet-flag', {
    label: 'Small business, Internet Air by the internet flag',
    description:
      'An active Internet Air account whose serviceType (FWA) does not say internet; isInternetServicePresent is "TRUE".',
    account: { accountNumber: '530067890', serviceType: 'FWA', isInternetServicePresent: 'TRUE' },
  }),
  consumer(
    'no-device',
    'Signed in, no device',
    'Jordan, with a wireless account but no device on it: the choose-device link, never "Sign in".',
    { devices: [] },
  ),
  consumer(
    'devices-fail',
    'Signed in, device list failing',
    'Jordan, whose get-devices call answers 500: still signed in, the choose-device link.',
    { devicesFail: true },
  ),
  consumer(
    'account-fails',
    'Signed in, account details failing',
    'Infocus says Authenticated, the account-details call answers 500: still signed in, no recognised check.',
    { accountFails: true },
  ),
  {
    id: 'recognised',
    label: 'Recognised, valid device',
    description: 'Not signed in; the carrier recognises the device (last four 4821).',
    kind: 'recognised',
    uuid: '4820193',
    consent: 'valid-device',
  },
  {
    id: 'recognised-no-device',
    label: 'Recognised, device not recognised',
    description: 'Consent given but no valid device: the page asks for the wireless number.',
    kind: 'recognised',
    uuid: '4820194',
    consent: 'ask-number',
  },
  {
    id: 'recognised-number-given',
    label: 'Recognised, number given before',
    description:
      'Consent given but no valid device, and the number was given on an earlier visit: not asked again.',
    kind: 'recognised',
    uuid: '4820197',
    consent: 'ask-number',
    numberGivenBefore: true,
  },
  {
    id: 'recognised-kill-switch',
    label: 'Recognised, kill switch on',
    description: 'The recognised state is switched off in the content: an anonymous page.',
    kind: 'recognised',
    uuid: '4820195',
    consent: 'valid-device',
    killSwitch: true,
  },
  {
    id: 'consent-fails',
    label: 'Recognised, consent call failing',
    description: 'The consent call answers 500.',
    kind: 'recognised',
    uuid: '4820196',
    consent: 'fails',
  },
];

export function personaById(id: string | undefined): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}

/** The persona a request's cookies name (the sandbox's sign-in page set it), if any. */
export function personaInCookies(cookies: Record<string, string>): Persona | undefined {
  return personaById(cookies[PERSONA_COOKIE]);
}

/** Name → value from a Cookie request header (first occurrence wins). */
export function requestCookies(header: string | string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (Array.isArray(header) ? header.join(';') : (header ?? '')).split(';')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = part.slice(0, equals).trim();
    if (!(name in cookies)) cookies[name] = part.slice(equals + 1).trim();
  }
  return cookies;
}

const HOUR_MS = 3_600_000;

/** Every cookie the sign-in page may set, so signing out (or in as someone else) clears them all. */
export const SANDBOX_COOKIES = [
  PERSONA_COOKIE,
  FOCUS_COOKIE,
  COOKIE.authState,
  COOKIE.session,
  COOKIE.uuid,
  COOKIE.loginState,
  COOKIE.loginReported,
  COOKIE.recognisedDevice,
] as const;

/** The cookies a persona's sign-in writes: name → value (an empty value clears the cookie). */
export function personaCookies(persona: Persona | undefined, now: number): Record<string, string> {
  const cookies: Record<string, string> = Object.fromEntries(
    SANDBOX_COOKIES.map((name) => [name, '']),
  );
  if (!persona) return cookies;
  cookies[PERSONA_COOKIE] = persona.id;
  cookies[COOKIE.uuid] = persona.uuid;
  if (persona.kind === 'signed-in') {
    // The login-state stamp is the login time plus one hour (the page subtracts it again).
    const loginTime = persona.freshLogin ? now : now - 2 * HOUR_MS;
    cookies[COOKIE.authState] = 'Authenticated';
    cookies[COOKIE.session] = `sandbox-Auth-${persona.uuid}`;
    cookies[COOKIE.loginState] = `${persona.uuid}:${loginTime + HOUR_MS}`;
  }
  return cookies;
}

/** Set-Cookie lines: path /, SameSite=Lax, readable by the page (it reads them), cleared when empty. */
export function setCookieHeaders(cookies: Record<string, string>): string[] {
  return Object.entries(cookies).map(([name, value]) =>
    value === ''
      ? `${name}=; Path=/; SameSite=Lax; Max-Age=0`
      : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`,
  );
}

/** What the sign-in page puts in local storage (as the device selector would), or clears. */
export function personaStorage(persona: Persona | undefined): Record<string, string | null> {
  const device = persona?.devices?.[0];
  return {
    [STORAGE.ctn]: device?.ctn ?? null,
    [SELECTED_DEVICE_KEY]: device
      ? JSON.stringify({ name: device.name, imageUrl: device.imageUrl })
      : null,
  };
}
