/**
 * Never worse than what the cache has: with upstreams answering 200 and empty bodies, a cached
 * good page keeps being served (stale) and is never replaced by the degraded render; once the
 * upstreams recover the full page comes back; a cold start with every upstream down renders once
 * for all the requests that arrive together. Runs against a site of its own with a one-second
 * cache lifetime, so pages go stale within the test.
 */
import { expect, test, type Page } from '../support/test.ts';
import { DEGRADED_HEADER } from '../../src/server/route-cache/renders.ts';
import { publishAll, sandboxAt } from '../support/sandbox.ts';
import { startSiteProcess, type SiteProcess } from '../support/site-process.ts';
import { e2ePort } from '../support/ports.ts';

const UPSTREAM_ROUTES = ['/cms-feed/', '/msapi/', '/kmservices/'];
const MAIN_SECTIONS = ['Top solutions', 'More helpful info', 'Browse topics'];

let site: SiteProcess;
let upstream: ReturnType<typeof sandboxAt>;

test.beforeAll(async () => {
  const port = e2ePort + 10;
  site = await startSiteProcess(port, { CACHE_MAX_AGE: '1', CACHE_SWR: '600' });
  upstream = sandboxAt(() => site.sandboxUrl);
});
test.afterAll(async () => site?.stop());
test.beforeEach(async () => {
  await upstream.reset();
  await publishAll(site.url);
});

const contentRenders = async () =>
  (await upstream.requests()).filter((r) => r.path.startsWith('/cms-feed/wireless-support')).length;

async function expectMainSections(page: Page) {
  for (const name of MAIN_SECTIONS) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
}

test('upstreams answering 200 with empty bodies never replace the cached good page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const good = await request.get(`${site.url}/wireless`);
  expect(good.headers()['x-astro-cache']).toBe('MISS');
  const goodBody = await good.text();

  // A fresh request log, so it counts the revalidations alone.
  await upstream.reset();
  for (const route of UPSTREAM_ROUTES) await upstream.fault({ route, body: 'empty' });
  // Past max age (1 s) and through more than one 5 s hold, so several revalidations are tried.
  await page.waitForTimeout(1200);
  const until = Date.now() + 7000;
  let served = 0;
  while (Date.now() < until) {
    const response = await request.get(`${site.url}/wireless`);
    expect(response.headers()['x-astro-cache']).toBe('STALE');
    expect(response.headers()[DEGRADED_HEADER]).toBeUndefined();
    expect(await response.text()).toBe(goodBody);
    served += 1;
    await page.waitForTimeout(250);
  }
  expect(served).toBeGreaterThan(10);
  // The revalidations did run (and came back degraded): at least two, one per hold at most.
  const attempts = await contentRenders();
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(attempts).toBeLessThanOrEqual(3);

  await page.goto(`${site.url}/wireless`);
  await expectMainSections(page);

  // Upstreams healthy again: after the hold, the next revalidation brings the full page back.
  await upstream.clearFaults();
  await expect
    .poll(
      async () => {
        const response = await request.get(`${site.url}/wireless`);
        return response.headers()['x-astro-cache'];
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe('HIT');
  await page.goto(`${site.url}/wireless`);
  await expectMainSections(page);
});

test('a cold start with every upstream down renders once for requests that arrive together', async ({
  request,
}) => {
  for (const route of UPSTREAM_ROUTES) await upstream.fault({ route, status: 503 });
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => request.get(`${site.url}/wireless`)),
  );
  for (const response of responses) {
    expect(response.status()).toBe(200);
    expect(response.headers()['x-astro-cache']).toBe('DEGRADED');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  // Within the hold, later requests get the held render too.
  const later = await request.get(`${site.url}/wireless`);
  expect(later.headers()['x-astro-cache']).toBe('DEGRADED');
  expect(await contentRenders()).toBe(1);
});
