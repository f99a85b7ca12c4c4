/**
 * The recognised-state check and the enter-your-number dialog's answer (the state they set is
 * recognised.ts's). Loaded by the personalisation layer for a visitor who is not signed in.
 */
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import type { ConsentBody } from '../domain/personalisation/schemas.ts';
import { deviceCookieExpiry, formatDeviceCookie } from '../domain/personalisation/device-cookie.ts';
import {
  consentAlreadyProvided,
  consentOutcome,
  isRecognisableUuid,
  recognisedDeviceEntry,
  recognisedWireless,
  type ConsentOutcome,
} from '../domain/personalisation/recognised.ts';
import { isTrue } from '../domain/values.ts';
import { log } from '../domain/log.ts';
import { showRecognisedDevice, storedCtn } from './devices.ts';
import {
  $consentState,
  $isRecogStateOn,
  $lastFourDigits,
  $numberModal,
  checkEnvironment,
  rememberCheckEnvironment,
} from './recognised.ts';
import { $isAuth } from './session.ts';

/**
 * The recognised-state check: a UUID cookie of 1 to 10 digits → the wireless content (for the
 * CTN in focus, if any) → consent (→ consent-provided, before asking for the number). Only on the
 * wireless service and never for a signed-in visitor.
 */
export async function checkRecognised(env: PersonalisationEnv): Promise<void> {
  rememberCheckEnvironment(env);
  if (env.config.service !== 'wireless' || $isAuth.get()) return;
  const uuid = env.cookies.read()[COOKIE.uuid];
  if (!isRecognisableUuid(uuid)) return;
  const schemas = await import('../domain/personalisation/schemas.ts');
  const ctn = storedCtn(env.storage);
  const content = await env.request(ENDPOINTS.wirelessContent, {
    ...(ctn ? { params: { ctnSubscriberNumber: ctn } } : {}),
    schema: schemas.wirelessContentSchema,
  });
  const feed = content.ok ? content.data?.['cms-feed']?.components?.default : undefined;
  const wireless = recognisedWireless({
    killSwitch: feed?.unAuth?.content?.recognisedStateKillSwitch,
    hasWireless: feed?.recognizedState?.content?.cards?.[0]?.content?.hasWireless,
  });
  if (!wireless) return;

  const consent = await env.request(ENDPOINTS.consent, {
    params: { serviceName: 'wireless', ...(ctn ? { ctn } : {}) },
    schema: schemas.consentSchema,
    cache: false,
  });
  if (!consent.ok) {
    if (consent.failure.kind !== 'redirected') {
      log.warn('recognised', `consent check failed (${consent.failure.kind})`);
      $consentState.set('failed');
    }
    return;
  }
  if ((await applyConsent(env, consent.data)) === 'ask-number') await askForNumber(env, uuid);
}

/**
 * Consent is given but the device is not known: open the number dialog, unless the
 * consent-provided call says this visitor already gave their number on an earlier visit (asking
 * again would only repeat the question). A failed call asks, as the page did before it.
 */
async function askForNumber(env: PersonalisationEnv, uuid: string): Promise<void> {
  const { consentProvidedSchema } = await import('../domain/personalisation/schemas.ts');
  const answer = await env.request(ENDPOINTS.consentProvided(uuid), {
    schema: consentProvidedSchema,
    cache: false,
  });
  if (answer.ok && consentAlreadyProvided(answer.data, uuid)) {
    $consentState.set('already-provided');
    return;
  }
  if (!answer.ok) {
    // A 401 or 309 is taking the browser to sign in: no dialog over the page it is leaving.
    if (answer.failure.kind === 'redirected') return;
    log.warn('recognised', `consent-provided check failed (${answer.failure.kind})`);
  }
  $consentState.set('asked');
  $numberModal.set('open');
}

/** The consent rule's outcome, applied to the stores (the number dialog is the caller's). */
async function applyConsent(
  env: PersonalisationEnv,
  consent: ConsentBody | undefined,
): Promise<ConsentOutcome['kind']> {
  const outcome = consentOutcome(consent, $isAuth.get());
  if (outcome.kind === 'recognised') {
    env.cookies.write(COOKIE.recognisedDevice, formatDeviceCookie(outcome.device), {
      expires: deviceCookieExpiry(env.now()),
      path: '/',
    });
    $lastFourDigits.set(outcome.lastFour);
    $isRecogStateOn.set(true);
    $consentState.set('recognised');
    // Spec §4's device refresh for duplicate-call removal, without the call: get-devices needs a
    // signed-in visitor and the gateway answers this one 401 (which would send them to sign in).
    if (isTrue(env.config.flags.removeDuplicateCalls))
      showRecognisedDevice(recognisedDeviceEntry(outcome.device));
    return outcome.kind;
  }
  // Asking is the caller's: the check asks only a visitor not asked before, the dialog already asks.
  if (outcome.kind === 'none') $consentState.set('declined');
  return outcome.kind;
}

/**
 * The visitor typed their number: set-focus with it, then the same rule as the consent check.
 * The dialog stays open with an error when the number is not recognised.
 */
export async function submitWirelessNumber(
  ctn: string,
  env: PersonalisationEnv | undefined = checkEnvironment(),
): Promise<void> {
  if (!env) return;
  $numberModal.set('submitting');
  const { consentSchema } = await import('../domain/personalisation/schemas.ts');
  const result = await env.request(ENDPOINTS.consentSetFocus, {
    method: 'POST',
    body: { ctn },
    schema: consentSchema,
    cache: false,
  });
  if (!result.ok) {
    $numberModal.set(
      result.failure.kind === 'status' && result.failure.status < 500 ? 'invalid' : 'failed',
    );
    return;
  }
  const outcome = await applyConsent(env, result.data);
  $numberModal.set(outcome === 'recognised' ? 'closed' : 'invalid');
}
