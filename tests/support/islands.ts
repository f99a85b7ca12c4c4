import { expect, type Locator, type Page } from '@playwright/test';

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

/** Waits until the island whose component file contains `name` has hydrated (it may render nothing). */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${name}"]`).first()).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
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
