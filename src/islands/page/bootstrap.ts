/**
 * Runs on every landing page. Most visitors are anonymous: for them this reads the cookies and
 * stops, so the personalisation layer (its calls, schemas and rules) is downloaded only by
 * visitors whose cookies say they may be signed in, recognised or just logged in.
 */
import { parseCookies } from '../../browser/cookies.ts';
import { log } from '../../domain/log.ts';
import { COOKIE } from '../../domain/personalisation/cookie-names.ts';
import { readPersonalisationConfig } from '../../domain/personalisation/config.ts';
import { hasSignInCookies } from '../../domain/personalisation/auth.ts';
import { isRecognisableUuid } from '../../domain/personalisation/recognised.ts';
import { isOnline } from '../../stores/connection.ts';

export function mayPersonalise(cookies: Record<string, string>): boolean {
  return (
    hasSignInCookies(cookies) ||
    isRecognisableUuid(cookies[COOKIE.uuid]) ||
    Boolean(cookies[COOKIE.loginState])
  );
}

/**
 * Offline the page is the worker's saved copy: its calls would fail, and the visitor keeps the
 * anonymous page (which says that sign-in needs a connection) rather than a stale personal one.
 */
export function bootPersonalisation(
  doc: Document = document,
  online: boolean = isOnline(),
): boolean {
  const config = readPersonalisationConfig(doc);
  if (!online || !config || !mayPersonalise(parseCookies(doc.cookie))) return false;
  import('./start-personalisation.ts')
    .then(({ startPersonalisation }) => startPersonalisation(config))
    // A layer that fails to load or start leaves the anonymous page, which works on its own.
    .catch((error: unknown) => log.error('personalisation', `not started: ${String(error)}`));
  return true;
}
