/**
 * Debian's Chromium driven through playwright-core as an EnginePage, so the reference screenshots
 * are taken exactly as the other engines' are (every island hydrated, requests settled): a
 * reference shot taken while an island was still server-rendered once differed from both other
 * engines by 9 %.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { EnginePage } from './engines.ts';

export const CHROMIUM_BINARY = '/usr/bin/chromium';

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_BINARY);
}

export async function openChromium(): Promise<EnginePage> {
  const siteUrl = inject('siteUrl');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BINARY,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  let context = await browser.newContext();
  let page = await context.newPage();
  const errors: string[] = [];
  const listen = () => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
  };
  listen();
  return {
    engine: 'chromium',
    version: `chromium/${browser.version()}`,
    siteUrl,
    goto: async (path) => {
      await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' });
    },
    // An expression, as WebDriver's scripts are: the page's CSP forbids eval-ing it in the page.
    evaluate: (fn, ...args) =>
      page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as never,
    click: (selector) => page.locator(selector).first().click(),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: () => page.screenshot(),
    takeErrors: () => Promise.resolve(errors.splice(0)),
    clearState: async () => {
      const viewport = page.viewportSize();
      await context.close();
      context = await browser.newContext(viewport ? { viewport } : {});
      page = await context.newPage();
      listen();
    },
    close: () => browser.close(),
  };
}
