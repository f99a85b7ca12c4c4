/**
 * The worker the site serves at /sw.js while SERVICE_WORKER=off (built into
 * `<client>/sw-unregister.js`): the standard way to take a service worker back. It replaces the
 * site's worker at once, deletes every cache the site's worker filled, unregisters itself and
 * reloads the tabs it took over, so they are served by the network again.
 *
 * No reload loop: only tabs the old worker controlled are reloaded (`matchAll` without
 * `includeUncontrolled`), and after the reload nothing controls them; a page that registers
 * this worker afresh is not controlled by it, so it is not reloaded.
 */
/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

// A module, so `self` above is this file's own declaration, not the global one.
export {};

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const tabs = await self.clients.matchAll({ type: 'window' });
      await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => undefined)));
    })(),
  );
});
