/**
 * Help with no signal (docs/offline.md): the service worker keeps the pages and articles the
 * visitor opened, shows them offline with a notice, gives a page never opened the offline page,
 * stores nothing credentialed, and the SERVICE_WORKER=off switch takes it back.
 */
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { htmlProblems } from '../support/html-validity.ts';
import { hydrated } from '../support/islands.ts';
import { editContent, publishAll, signInAs } from '../support/sandbox.ts';
import { startSiteProcess } from '../support/site-process.ts';
import { e2ePort } from '../support/ports.ts';

test.use({ serviceWorkers: 'allow' });

const NOTICE =
  /^You're offline\. This is the help saved on this device on [A-Z][a-z]+ \d+, \d\d:\d\d\.$/;

const notice = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" });
const fix = (page: Page) => page.getByRole('region', { name: 'Fix my Wireless' });

/**
 * Opens `path` and waits until the worker controls the page (it claims the page on its first
 * install), then loads the page once more through it, which saves it on the device.
 */
async function saveThroughWorker(page: Page, path = '/wireless'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate((url) => caches.match(url).then(Boolean), page.url()))
    .toBe(true);
}

/** Every entry of every cache the worker owns: its URL and the stored response's Cache-Control. */
function cacheEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; cacheControl: string | null; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        entries.push({
          cache: name,
          url: new URL(request.url).pathname,
          cacheControl: response?.headers.get('cache-control') ?? null,
          body: type.includes('html') ? ((await response?.text()) ?? '') : '',
        });
      }
    }
    return entries;
  });
}

test('offline, a saved page opens with the notice and keeps working: FAQ, tabs, the drawer, Fix my Wireless', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await saveThroughWorker(page);
  // An article opened online is kept for the drawer.
  await page.getByRole('link', { name: 'Unlock your phone' }).click();
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Unlock your wireless phone' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close article' }).click();

  await context.setOffline(true);
  await page.reload();
  await expect(notice(page)).toHaveText(NOTICE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const faq = page.getByRole('button', { name: 'How do I fix no service on my phone?' });
  await hydrated(faq);
  await faq.click();
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Restart your phone, check airplane mode')).toBeVisible();

  const tab = page.locator('section.helpful:visible').getByRole('tab', { name: 'Billing & plans' });
  await hydrated(tab);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: 'Unlock your phone' }).click();
  const drawer = page.getByRole('dialog', { name: 'Unlock your phone' });
  await expect(drawer).toBeVisible();
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Unlock your wireless phone' }),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Close article' }).click();

  const bar = fix(page);
  for (const island of await bar.locator('astro-island').all()) await hydrated(island);
  await expect(bar.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await expect(bar.getByText('Signing in needs a connection.')).toBeVisible();
  await bar.getByRole('button', { name: 'Continue without signing in' }).click();
  await expect(bar.getByRole('heading', { name: 'Wireless troubleshooter' })).toBeVisible();
  await expect(bar.getByRole('listitem').filter({ hasText: 'Restart your device' })).toBeVisible();
});

test('offline, a page never opened gets the offline page: the saved pages and the steps', async ({
  page,
  context,
}) => {
  await saveThroughWorker(page);
  await context.setOffline(true);
  await page.goto('/smallbusiness/wireless');
  await expect(page).toHaveURL(/\/smallbusiness\/wireless$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Help saved on this device' });
  await expect(saved.getByRole('link')).toHaveCount(1);
  await expect(saved.getByRole('link')).toHaveAttribute('href', '/wireless');
  // The steps are the saved page's own (its troubleshooting workflow), not only the catalogue's.
  const steps = page.getByRole('list', { name: 'Try these steps' });
  await expect(steps.getByRole('listitem').first()).toContainText('Restart your device');
  await expect(steps).toContainText('Update your phone');
  await expectNoAxeViolations(page);
});

test('the offline pages: valid HTML, noindex, in both languages, out of the sitemap', async ({
  page,
  request,
}) => {
  for (const [path, title] of [
    ['/offline', "You're offline"],
    ['/es/offline', 'No tiene conexión'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const sent = await response.text();
    expect(await htmlProblems(sent, `sent ${path}`)).toEqual([]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('offline');
});

test('a signed-in visitor offline sees no name, device or account, and no cache holds anything credentialed', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await saveThroughWorker(page);
  await signInAs(page, 'Signed-in consumer');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();

  const entries = await cacheEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter((entry) => /^\/(msapi|idpcms|acctmgmt)\//.test(entry.url))).toEqual([]);
  const pages = entries.filter((entry) => entry.cache === 'offline-pages');
  expect(pages.map((entry) => entry.url)).toEqual(['/wireless']);
  for (const entry of pages) {
    expect(entry.cacheControl ?? '').not.toMatch(/private|no-store/);
    expect(entry.body).not.toContain('Jordan');
  }

  await context.setOffline(true);
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expect(
    page.getByText("You're offline: signing in needs a connection.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Jordan')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0);
  for (const personal of ['Google Pixel 9', '2145550123', '287000111'])
    await expect(page.locator('body')).not.toContainText(personal);
});

test('back online, the notice goes and the page shows what was published meanwhile', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await saveThroughWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(notice(page)).toBeVisible();
  const restore = await editContent('wireless-support', (json) => {
    const block = (
      json['cms-feed'] as { components: { default: { wirelessSeoData: { heading: string } } } }
    ).components.default;
    block.wirelessSeoData.heading = 'Wireless questions, answered';
  });
  try {
    await publishAll(baseURL ?? '');
    await expect(page.getByRole('heading', { name: 'Wireless support FAQs' })).toBeAttached();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Wireless questions, answered' })).toBeAttached({
      timeout: 15_000,
    });
    await expect(notice(page)).toHaveCount(0);
  } finally {
    await restore();
    await publishAll(baseURL ?? '');
  }
});

test.describe('SERVICE_WORKER=off: the worker that takes it back', () => {
  const port = e2ePort + 90;

  test('after one visit the worker is gone and its caches are empty', async ({ page }) => {
    test.setTimeout(90_000);
    const on = await startSiteProcess(port, {});
    try {
      await saveThroughWorker(page, `${on.url}/wireless`);
      expect((await cacheEntries(page)).length).toBeGreaterThan(0);
    } finally {
      await on.stop();
    }
    const off = await startSiteProcess(port, { SERVICE_WORKER: 'off' });
    try {
      const sw = await fetch(`${off.url}/sw.js`);
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(await sw.text()).toContain('unregister');
      // The worker reloads the tab it took over as soon as it runs, which cuts this navigation
      // short: wait only for it to start.
      await page.goto(`${off.url}/wireless`, { waitUntil: 'commit' });
      const state = () =>
        page
          .evaluate(async () => ({
            workers: (await navigator.serviceWorker.getRegistrations()).length,
            caches: (await caches.keys()).length,
            controlled: navigator.serviceWorker.controller !== null,
          }))
          // The worker reloads the tab it took over once; a read during that reload retries.
          .catch(() => undefined);
      // The browser's update check, the new worker's install and activation, its unregistering
      // and the reload: seconds on an idle machine, and past 20 s once in a CI run under load.
      await expect
        .poll(state, { timeout: 45_000 })
        .toEqual({ workers: 0, caches: 0, controlled: false });
    } finally {
      await off.stop();
    }
  });
});
