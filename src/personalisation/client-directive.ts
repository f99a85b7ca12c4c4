/**
 * `client:personal`: an island that only personalises hydrates only for a visitor whose cookies
 * the pre-paint mark found signed in or recognised (`<html data-visitor>`), once the browser is
 * idle (taps made before then are replayed). Anonymous visitors keep the island's server HTML (the anonymous view, which works
 * without script) and download none of its code.
 */
import type { ClientDirective } from 'astro';
import { hydrateWithReplay } from '../islands/replay/replay-directive.ts';

// A known visitor's taps before the island is ready are replayed, as on every other island.
const personal: ClientDirective = (load, _options, el) => {
  if (!document.documentElement.dataset['visitor']) return;
  hydrateWithReplay(load, el, { when: 'idle' });
};

export default personal;
