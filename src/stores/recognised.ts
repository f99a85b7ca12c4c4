/**
 * The recognised state (wireless only): a returning visitor whose device the carrier recognises
 * through consent, without signing in. The page says 'Welcome back' and the last four digits are
 * known; when consent is given but the device is not, the visitor is asked for their number,
 * unless they already gave it on an earlier visit. The check and the dialog's answer are
 * recognised-check.ts, which the layer loads only for a visitor who is not signed in: what the
 * page reads, and 'Not you?', are here.
 */
import { atom } from 'nanostores';
import type { CookieJar } from '../browser/cookies.ts';
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';

export const $isRecogStateOn = atom(false);
export const $lastFourDigits = atom<string | undefined>(undefined);

/**
 * What happened to the consent check; analytics reports the outcome. 'already-provided': consent
 * is given but the device is not one the page can show, and the visitor gave their number on an
 * earlier visit, so the dialog stays closed.
 */
export type ConsentState =
  'unchecked' | 'recognised' | 'asked' | 'already-provided' | 'declined' | 'failed';
export const $consentState = atom<ConsentState>('unchecked');

export type NumberModalStatus = 'closed' | 'open' | 'submitting' | 'invalid' | 'failed';
export const $numberModal = atom<NumberModalStatus>('closed');

/** The environment of the last check: the dialog's answer and 'Not you?' use the same one. */
let checkedWith: PersonalisationEnv | undefined;

/** Keeps the environment a check ran with (recognised-check.ts). */
export function rememberCheckEnvironment(env: PersonalisationEnv): void {
  checkedWith = env;
}

/** The environment of the last check, if one ran. */
export const checkEnvironment = (): PersonalisationEnv | undefined => checkedWith;

/** The visitor closed the dialog without a number. */
export function closeNumberModal(): void {
  $numberModal.set('closed');
}

/** 'Not you?': forget the recognised device on this browser and show the anonymous page. */
export function forgetRecognisedDevice(
  cookies: CookieJar | undefined = checkedWith?.cookies,
): void {
  cookies?.remove(COOKIE.recognisedDevice);
  $isRecogStateOn.set(false);
  $lastFourDigits.set(undefined);
}
