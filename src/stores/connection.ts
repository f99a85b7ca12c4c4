/**
 * Whether the browser has a connection: `navigator.onLine` and its `online`/`offline` events.
 * Islands read `$online` with useStore; the listener starts when the first one subscribes and
 * stops with the last. A page opened offline is the worker's saved copy (docs/offline.md): what
 * needs the network (sign-in, the service check, personalisation) waits for `$online`.
 */
import { atom, onMount } from 'nanostores';

/** The part of `window` the store listens to (a stand-in in tests). */
export interface ConnectionSource {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** The cached page is rendered online: the server never renders an offline state. */
export const $online = atom(true);

/** Starts following the connection of `source`; returns the stop. */
export function watchConnection(source: ConnectionSource): () => void {
  const update = () => $online.set(source.navigator.onLine);
  update();
  source.addEventListener('online', update);
  source.addEventListener('offline', update);
  return () => {
    source.removeEventListener('online', update);
    source.removeEventListener('offline', update);
  };
}

/** Whether the browser says it is online now, without subscribing (true where it cannot say). */
export function isOnline(source: { navigator?: { onLine?: boolean } } = globalThis): boolean {
  return source.navigator?.onLine !== false;
}

onMount($online, () => (typeof window === 'undefined' ? undefined : watchConnection(window)));
