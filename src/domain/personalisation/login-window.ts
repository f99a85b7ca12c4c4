/** When a login event may be reported: once per login state, within 5 minutes of signing in. */
import { COOKIE } from './cookie-names.ts';

export const LOGIN_EVENT_WINDOW_MS = 300_000;
/** The login-state cookie's timestamp is the login time plus one hour. */
export const LOGIN_TIME_OFFSET_MS = 3_600_000;

export interface LoginState {
  userId: string;
  /** The cookie's timestamp (ms). */
  expiresAt: number;
}

/** `<user id>:<timestamp ms>`; the last colon separates them. */
export function parseLoginState(value: string | undefined): LoginState | undefined {
  if (!value) return undefined;
  const colon = value.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const stamp = value.slice(colon + 1);
  if (!/^\d{1,15}$/.test(stamp)) return undefined;
  return { userId: value.slice(0, colon), expiresAt: Number(stamp) };
}

export interface LoginEventInput {
  cookies: Readonly<Record<string, string>>;
  /** When the visitor entered the page (ms). */
  entryTime: number;
  hostname: string;
  signInHost: string;
  /** Session storage `reportlogs`. */
  reportLogs: string | null;
  reportingDisabled: boolean;
}

export function loginEventEligible(input: LoginEventInput): boolean {
  const { cookies } = input;
  const raw = cookies[COOKIE.loginState];
  const state = parseLoginState(raw);
  if (!state || cookies[COOKIE.loginReported] === raw) return false;
  const loginTime = state.expiresAt - LOGIN_TIME_OFFSET_MS;
  if (!(input.entryTime < loginTime + LOGIN_EVENT_WINDOW_MS)) return false;
  if (cookies[COOKIE.accessDomain] !== undefined) return false;
  if (input.signInHost && input.hostname === input.signInHost) return false;
  if ((input.reportLogs ?? '').trim().toLowerCase() === 'off') return false;
  return !input.reportingDisabled;
}
