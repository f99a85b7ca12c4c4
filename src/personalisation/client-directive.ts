/**
 * `client:personal`: an island that only personalises hydrates only for a visitor whose cookies
 * the pre-paint mark found signed in or recognised (`<html data-visitor>`), once the browser is
 * idle. Anonymous visitors keep the island's server HTML (the anonymous view, which works
 * without script) and download none of its code.
 */
import type { ClientDirective } from 'astro';

const personal: ClientDirective = (load) => {
  if (!document.documentElement.dataset['visitor']) return;
  const hydrate = async () => {
    await (
      await load()
    )();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate());
  else setTimeout(() => void hydrate(), 200);
};

export default personal;
