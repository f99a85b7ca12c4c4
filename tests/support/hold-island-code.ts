/**
 * Holds a script of the build (`/_astro/<name>.<hash>.js`) until the returned function is called,
 * so what the visitor does first certainly comes before the island that needs it hydrates.
 */
import type { Page } from '@playwright/test';

export async function holdIslandCode(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[^/]*\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
