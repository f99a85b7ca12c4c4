/**
 * The visitor's session: whether they are signed in, their account, and the loader and shimmer
 * the page shows while it finds out. The cached page always starts anonymous; these atoms are
 * the only place a visitor's account lives.
 */
import { atom, computed } from 'nanostores';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import type { AccountDetails } from '../domain/personalisation/schemas.ts';
import {
  accountDetailsRequest,
  capitalisedFirstName,
  hasBsseWireless,
  wirelessBan,
} from '../domain/personalisation/account.ts';
import { hasSignInCookies, isAuthenticatedState } from '../domain/personalisation/auth.ts';
import { log } from '../domain/log.ts';
import { clearDevices, refreshDevices } from './devices.ts';
import { $online } from './connection.ts';
import { showWorkflowAfterAccountFailure } from './page.ts';

/** The loader appears only when the account takes longer than this, so fast answers never flash it. */
export const LOADER_DELAY_MS = 200;

/**
 * Where the account fetch stands. 'failed': the account did not load; the visitor may still be
 * signed in ($isAuth), when infocus said Authenticated.
 */
export type SessionPhase = 'anonymous' | 'checking' | 'signed-in' | 'failed';

export const $sessionPhase = atom<SessionPhase>('anonymous');
export const $isAuth = atom(false);
export const $account = atom<AccountDetails | undefined>(undefined);
export const $isShowShimmer = atom(false);
export const $isShowLoader = atom(false);

export const $firstName = computed($account, (account) =>
  account ? capitalisedFirstName(account) : undefined,
);
export const $hasBsseWireless = computed($account, (account) =>
  account ? hasBsseWireless(account) : false,
);
/** The wireless billing account number, the account in focus unless the visitor picks another. */
export const $wlsBan = computed($account, (account) =>
  account ? wirelessBan(account) : undefined,
);

/**
 * The sign-in check the page runs on mount. Without a sign-in cookie nobody is signed in, so no
 * call is made; otherwise the account is fetched. Returns whether the visitor is signed in;
 * `onUnauthenticated` runs in every other case.
 */
export async function checkSignIn(
  env: PersonalisationEnv,
  onUnauthenticated: () => void | Promise<void>,
): Promise<boolean> {
  if (!hasSignInCookies(env.cookies.read())) {
    await onUnauthenticated();
    return false;
  }
  const signedIn = await fetchAccount(env);
  if (!signedIn) await onUnauthenticated();
  return signedIn;
}

/**
 * Infocus and the account details in parallel, with the shimmer on at once and the loader after
 * its delay. Infocus answering Authenticated signs the visitor in on its own (spec §4), and that
 * sticks: success keeps the account and refreshes the devices; a failed account call clears the
 * loader and shimmer, shows the workflow and empties the devices, but a visitor infocus signed in
 * stays signed in (no recognised check, no anonymous page). Returns whether the visitor
 * is signed in.
 */
export async function fetchAccount(env: PersonalisationEnv): Promise<boolean> {
  $sessionPhase.set('checking');
  $isShowShimmer.set(true);
  const loaderTimer = setTimeout(() => $isShowLoader.set(true), LOADER_DELAY_MS);
  const schemas = await import('../domain/personalisation/schemas.ts');
  const call = accountDetailsRequest(env.config.flags.unified);
  const [infocus, details] = await Promise.all([
    env.request(ENDPOINTS.infocus, { schema: schemas.infocusSchema, cache: false }),
    env.request(call.path, {
      method: call.method,
      ...('params' in call ? { params: call.params } : {}),
      ...(call.method === 'POST' ? { body: {} } : {}),
      schema: schemas.accountDetailsSchema,
      cache: false,
    }),
  ]);
  clearTimeout(loaderTimer);
  $isShowLoader.set(false);
  $isShowShimmer.set(false);

  const infocusState = infocus.ok ? infocus.data?.content?.customerState : undefined;
  if (isAuthenticatedState(infocusState)) $isAuth.set(true);
  const account = details.ok ? details.data?.content : undefined;
  if (account && isAuthenticatedState(account.customerState ?? infocusState)) {
    $account.set(account);
    $isAuth.set(true);
    $sessionPhase.set('signed-in');
    await refreshDevices(env, account);
    return true;
  }
  if (!details.ok && details.failure.kind !== 'redirected') {
    log.warn('session', `account details not loaded (${details.failure.kind})`);
    showWorkflowAfterAccountFailure();
  }
  $sessionPhase.set('failed');
  clearDevices();
  return $isAuth.get();
}

/** Back to the anonymous page state (tests, and a visitor who signs out in another tab). */
export function resetSession(): void {
  $sessionPhase.set('anonymous');
  $isAuth.set(false);
  $account.set(undefined);
  $isShowShimmer.set(false);
  $isShowLoader.set(false);
}

/**
 * Offline, the page shows its anonymous state, never a stale personal one (docs/offline.md): the
 * account and devices are forgotten when the connection goes. Back online the page reloads (the
 * offline notice) and the sign-in check runs afresh.
 */
$online.listen((online) => {
  if (online) return;
  resetSession();
  clearDevices();
});
