/** Where the server sends a visitor when an upstream refuses their credentials (error catalogue). */
import { ORC_AUTH_PARAM } from './request-context.ts';

export const LOGIN_PATH = '/acctmgmt/login';
export const SIGN_IN_PATH = '/acctmgmt/signin';

export function signInUrl(origin: string, finalUrl: string): string {
  const url = new URL(SIGN_IN_PATH, origin);
  url.searchParams.set('final_url', finalUrl);
  return url.href;
}

/**
 * 401 goes to the origin's login page; 309 goes to sign-in with final_url set to the current
 * request URL (without orcAuth, a credential) or, if given, the configured service location.
 */
export function authRedirectLocation(
  status: 401 | 309,
  requestUrl: URL,
  serviceLocation?: string,
): string {
  if (status === 401) return new URL(LOGIN_PATH, requestUrl.origin).href;
  const finalUrl = new URL(requestUrl);
  finalUrl.searchParams.delete(ORC_AUTH_PARAM);
  return signInUrl(requestUrl.origin, serviceLocation ?? finalUrl.href);
}
