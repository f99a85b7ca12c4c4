/** Whether a visitor may be signed in, and whether an account answer says they are. */
import { COOKIE } from './cookie-names.ts';

/** An authentication-state cookie, or a session cookie whose value contains 'Auth'. */
export function hasSignInCookies(cookies: Readonly<Record<string, string>>): boolean {
  return (
    (cookies[COOKIE.authState] ?? '') !== '' || (cookies[COOKIE.session] ?? '').includes('Auth')
  );
}

export const AUTHENTICATED = 'Authenticated';

export function isAuthenticatedState(customerState: unknown): boolean {
  return customerState === AUTHENTICATED;
}
