/**
 * The offline copy in each engine (docs/offline.md): the service worker installs and claims the
 * page, the page opened once is saved, and with the site gone (its server stopped, as a lost
 * signal looks to the page's requests) the saved page opens, and a page never opened gets the
 * offline page. A site of its own on 5611 (sandbox 5612), since this file stops it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteProcess, type SiteProcess } from '../support/site-process.ts';
import { openEngine, selectedEngines, type EnginePage } from './support/engines.ts';
import { settled, waitFor } from './support/page-checks.ts';

const PORT = 5611;

for (const engine of selectedEngines()) {
  describe(`${engine}: offline copy`, () => {
    let page: EnginePage;
    let site: SiteProcess | undefined;
    beforeAll(async () => {
      site = await startSiteProcess(PORT, {});
      page = await openEngine(engine);
      await page.setViewport(1280, 800);
    });
    afterAll(async () => {
      await page?.close();
      await site?.stop();
    });

    it('a page opened once opens with the site gone; another gets the offline page', async () => {
      const url = (path: string) => `http://127.0.0.1:${PORT}${path}`;
      await page.goto(url('/wireless'));
      await waitFor(
        page,
        'the service worker controlling the page',
        () => navigator.serviceWorker.controller !== null,
      );
      // Loaded once more through the worker, the page is saved on the device.
      await page.goto(url('/wireless'));
      await waitFor(page, 'the page saved', () => caches.match(location.href).then(Boolean));
      await settled(page);
      await page.takeErrors();

      await site?.stop();
      await page.goto(url('/wireless'));
      await waitFor(
        page,
        'the saved /wireless',
        () => document.querySelector('h1')?.textContent?.trim() === 'Wireless support',
      );
      await page.goto(url('/smallbusiness/wireless'));
      const heading = await waitFor(
        page,
        'the offline page',
        () => document.querySelector('h1')?.textContent?.trim() ?? '',
      );
      expect(heading).toBe("You're offline");
    });
  });
}
