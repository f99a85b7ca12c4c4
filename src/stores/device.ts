/**
 * The device the visitor picked in the device selector, read from local storage. The selector
 * may write it after this page loaded, so while the store is in use (mounted) it polls every
 * 2 s, fewer than 10 times. Components only subscribe; the store owns the polling.
 */
import { atom, onMount } from 'nanostores';

export const DEVICE_STORAGE_KEY = 'supportSelectedDevice';
export const DEVICE_POLL_MS = 2000;
export const DEVICE_POLL_RUNS = 9;

export interface SelectedDevice {
  name: string;
  imageUrl?: string;
}

export const $selectedDevice = atom<SelectedDevice | undefined>(undefined);

/** Parses the stored device; anything malformed counts as no device. */
export function parseStoredDevice(raw: string | null): SelectedDevice | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { name?: unknown; imageUrl?: unknown };
    if (typeof value.name !== 'string' || value.name.trim() === '') return undefined;
    const imageUrl =
      typeof value.imageUrl === 'string' && value.imageUrl.startsWith('/')
        ? value.imageUrl
        : undefined;
    return { name: value.name.trim(), ...(imageUrl ? { imageUrl } : {}) };
  } catch {
    return undefined;
  }
}

/** Starts polling storage; returns a stop function. */
export function watchSelectedDevice(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): () => void {
  let runs = 0;
  const read = () => {
    const device = parseStoredDevice(storage.getItem(DEVICE_STORAGE_KEY));
    if (device) $selectedDevice.set(device);
    return device !== undefined;
  };
  if (read()) return () => undefined;
  const timer = setInterval(() => {
    runs += 1;
    if (read() || runs >= DEVICE_POLL_RUNS) clearInterval(timer);
  }, DEVICE_POLL_MS);
  return () => clearInterval(timer);
}

/**
 * Lazy store: the first subscriber (or a read while nobody subscribes) starts the polling; when
 * the last one leaves (after nanostores' unmount delay) the polling stops and the value is
 * forgotten, to be read afresh on the next mount.
 */
onMount($selectedDevice, () => {
  const stop = typeof window === 'undefined' ? undefined : watchSelectedDevice(window.localStorage);
  return () => {
    stop?.();
    $selectedDevice.set(undefined);
  };
});
