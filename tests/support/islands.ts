import { expect, type Locator, type Page } from '@playwright/test';
import { hydratesUntapped, replayMode } from './island-modes.ts';

/**
 * Brings an island on screen and waits until Astro has hydrated it (its <astro-island> drops the
 * `ssr` attribute), so a test interacts with the live component rather than its server HTML.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor-or-self::astro-island[1]')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
  return locator;
}

/**
 * Waits until the island whose component file contains `name` has hydrated (it may render
 * nothing). When it has not, the failure says what the page was doing: whether it had loaded,
 * whether the island's code had arrived, and whether the browser still ran frames and idle
 * callbacks, which the island's directive waits for.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="${name}"]`).first();
  try {
    await expect(island).not.toHaveAttribute('ssr', /.*/);
  } catch (error) {
    const state = await page
      .evaluate(async (component) => {
        const within = (start: (done: () => void) => void) =>
          new Promise<boolean>((resolve) => {
            start(() => resolve(true));
            setTimeout(() => resolve(false), 1000);
          });
        const navigation = performance.getEntriesByType('navigation')[0] as
          PerformanceNavigationTiming | undefined;
        const astro = (window as { Astro?: Record<string, unknown> }).Astro ?? {};
        const island = document.querySelector(`astro-island[component-url*="${component}"]`);
        return {
          directiveDefined: typeof astro[island?.getAttribute('client') ?? ''] === 'function',
          resources: performance.getEntriesByType('resource').length,
          readyState: document.readyState,
          visibility: document.visibilityState,
          loadEventEnd: navigation?.loadEventEnd,
          now: Math.round(performance.now()),
          // The island's own component and renderer, as its attributes name them.
          code: performance
            .getEntriesByType('resource')
            .filter((entry) =>
              ['component-url', 'renderer-url'].some((url) => {
                const path = island?.getAttribute(url);
                return !!path && entry.name.endsWith(path);
              }),
            )
            .map(
              (entry) =>
                `${entry.name} ${Math.round((entry as PerformanceResourceTiming).responseEnd)} ms`,
            ),
          // Idle first: asking for a frame makes the browser draw one, and an idle period follows
          // it, so the other order could not see a browser that starts none on its own.
          idleWithin1s: await within((done) => requestIdleCallback(done)),
          frameWithin1s: await within((done) => requestAnimationFrame(done)),
        };
      }, name)
      .catch((reason: unknown) => String(reason));
    throw new Error(`${name} did not hydrate; the page: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

/** Resolves when every CSS transition and animation in the element's subtree has finished. */
export async function motionSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Resolves after the page has rendered two more frames: any state change an event caused has
 * been committed and painted, so asserting that something did NOT happen is meaningful.
 */
export async function framesRendered(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Makes the page's browser one that never reports idle time: an idle callback runs only when its
 * deadline (`timeout`) passes, and one asked for without a deadline never runs. Chromium's
 * headless shell behaves so on some page loads; a busy phone comes close.
 */
export async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = (run, options) =>
      options?.timeout === undefined
        ? 0
        : window.setTimeout(
            () => run({ didTimeout: true, timeRemaining: () => 0 }),
            options.timeout,
          );
  });
}

/**
 * Brings every island the visitor gets to life: the page is scrolled through so the ones that
 * hydrate on view do, and each shown island that hydrates without an interaction is waited for (a
 * personal one only for a visitor the page personalises, and not one the layer asks for; the
 * article drawer loads only with a click; one in a tab or service panel not shown keeps its
 * server HTML).
 */
export async function hydrateVisitorIslands(page: Page, personal: boolean) {
  // The islands' visibility watch starts after the load event, from a module fetched then
  // (client:replay): a scroll before it has arrived passes islands it never sees.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo(0, 0);
  });
  const islands = page.locator('astro-island');
  for (const island of await islands.all()) {
    const opts = JSON.parse((await island.getAttribute('opts')) ?? '{}') as { value?: unknown };
    if (!hydratesUntapped(replayMode(opts.value), personal)) continue;
    const shown = await island.evaluate(
      (element) => element.parentElement?.checkVisibility({ visibilityProperty: true }) ?? false,
    );
    if (!shown) continue;
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
  }
}
