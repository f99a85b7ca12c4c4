/**
 * The signed-in visitor's devices: the get-devices answer, the CTN (phone number) in focus, and
 * whether a wireless device is known. The device selector writes the CTN to local storage, maybe
 * after this page loaded, so while the store is in use and the visitor is signed in it polls
 * every 4 s, up to 15 times.
 */
import { atom, onMount } from 'nanostores';
import { STORAGE } from '../domain/personalisation/cookie-names.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import type { AccountDetails, Device } from '../domain/personalisation/schemas.ts';
import {
  devicesRequest,
  unifiedOn,
  wirelessAccountNumbers,
} from '../domain/personalisation/account.ts';
import { log } from '../domain/log.ts';

export const CTN_POLL_MS = 4000;
export const CTN_POLL_TRIES = 15;

/** Empty object until the devices load, and again when they fail (the page contract's shape). */
export type DevicesData = { devices: Device[] } | Record<string, never>;

export const $devicesData = atom<DevicesData>({});
export const $ctnInFocus = atom<string | undefined>(undefined);
export const $hasWirelessDevice = atom(false);

/** Calls get-devices (v2 with the wireless accounts when the unified flag is on). */
export async function refreshDevices(
  env: PersonalisationEnv,
  account: AccountDetails | undefined,
): Promise<void> {
  const { devicesSchema } = await import('../domain/personalisation/schemas.ts');
  const unified = unifiedOn(env.config.flags.unified);
  const call = devicesRequest(unified, account ? wirelessAccountNumbers(account) : []);
  const result = await env.request(call.path, {
    method: 'POST',
    body: call.body,
    schema: devicesSchema,
    cache: false,
  });
  if (!result.ok) {
    if (result.failure.kind !== 'redirected')
      log.warn('devices', `devices not loaded (${result.failure.kind})`);
    clearDevices();
    return;
  }
  $devicesData.set({ devices: result.data?.content?.devices ?? [] });
  readCtn(env.storage);
}

/** A recognised visitor's list: the device consent named (no get-devices call: not signed in). */
export function showRecognisedDevice(device: Device): void {
  $devicesData.set({ devices: [device] });
}

export function clearDevices(): void {
  $devicesData.set({});
}

/** The CTN the device selector stored: 10 digits, or nothing. */
export function storedCtn(storage: Pick<Storage, 'getItem'>): string | undefined {
  const value = storage.getItem(STORAGE.ctn)?.replace(/\D/g, '');
  return value && value.length === 10 ? value : undefined;
}

function readCtn(storage: Pick<Storage, 'getItem'>): boolean {
  const ctn = storedCtn(storage);
  if (!ctn) return false;
  $ctnInFocus.set(ctn);
  $hasWirelessDevice.set(true);
  return true;
}

/** Polls storage for the CTN; returns a stop function. */
export function watchCtn(storage: Pick<Storage, 'getItem'>): () => void {
  if (readCtn(storage)) return () => undefined;
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    if (readCtn(storage) || tries >= CTN_POLL_TRIES) clearInterval(timer);
  }, CTN_POLL_MS);
  return () => clearInterval(timer);
}

/** Polling runs only while something shows the device and the devices have loaded. */
onMount($hasWirelessDevice, () => {
  if (typeof window === 'undefined') return undefined;
  let stop: (() => void) | undefined;
  const unlisten = $devicesData.subscribe((data) => {
    if (stop || !('devices' in data)) return;
    stop = watchCtn(window.localStorage);
  });
  return () => {
    unlisten();
    stop?.();
  };
});
