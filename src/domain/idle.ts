/**
 * Work deferred to the browser's idle time (island hydration, the page module, the service
 * worker's registration) must still happen on a page the browser never reports idle: a main
 * thread kept busy by back-to-back tasks, or an engine that starts idle periods only after a
 * frame it has no reason to draw (Chromium's headless shell does this on about one page load in
 * twenty: the landing page's islands and its page module then never loaded).
 */

/** The longest a deferred task waits for idle time, from the moment it asks for it. */
export const IDLE_DEADLINE_MS = 2000;
