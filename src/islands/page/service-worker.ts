/**
 * Offline support from the page module (docs/offline.md): registers the site's service worker
 * once the page is idle, so it never competes with the first paint, and loads the offline notice
 * only when the browser says it is offline.
 */
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';
import { log } from '../../domain/log.ts';
import { $online } from '../../stores/connection.ts';

export const SERVICE_WORKER_URL = '/sw.js';

type Idle = (callback: () => void) => void;

const whenIdle: Idle = (callback) =>
  'requestIdleCallback' in globalThis
    ? requestIdleCallback(callback, { timeout: IDLE_DEADLINE_MS })
    : setTimeout(callback, 1);

export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  idle: Idle = whenIdle,
): void {
  // No worker where the browser has none (or a page served without a secure context).
  if (!container) return;
  idle(() => {
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) =>
        log.warn('offline', `service worker not registered: ${String(error)}`),
      );
  });
}

export function startOffline(): void {
  registerServiceWorker();
  let loaded = false;
  $online.subscribe((online) => {
    if (online || loaded) return;
    loaded = true;
    import('../offline/offline-notice.ts')
      .then(({ startOfflineNotice }) => startOfflineNotice())
      .catch((error: unknown) => log.error('offline', `notice not loaded: ${String(error)}`));
  });
}
