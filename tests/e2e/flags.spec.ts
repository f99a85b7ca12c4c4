/**
 * Each feature flag of the product decisions, on and off, as a visitor sees it (and, where the
 * difference is in the calls, as the sandbox's request log shows it).
 */
import { expect, test } from '@playwright/test';
import { FLAGS } from '../../src/domain/flags.ts';
import { ACTIVE_WIRELESS_OUTAGE_PATH } from '../../src/feeds/outage.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';

const outageSection = (page: import('@playwright/test').Page) => page.locator('section.outage');

test.beforeEach(() => sandbox.reset());
test.afterAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test.describe('outage source (svc-cfg-ixp-outage-wireless-daas-switch-wls, -wirelesscache-enabled)', () => {
  const activeCalls = async () =>
    (await sandbox.requests()).filter((r) => r.path === ACTIVE_WIRELESS_OUTAGE_PATH);

  test('switch off: the content feed decides; the active endpoint is never asked', async ({
    page,
    baseURL,
  }) => {
    await sandbox.scenario({
      outage: 'issue',
      activeOutage: 'none',
      flags: { [FLAGS.outageDaasSwitch.name]: 'false' },
    });
    await publishAll(baseURL ?? '');
    await page.goto('/wireless');
    await expect(outageSection(page)).toHaveAttribute('data-outage-status', '1');
    await expect(outageSection(page).getByText('Service interruption in your area')).toBeVisible();
    expect(await activeCalls()).toEqual([]);
  });

  for (const cache of ['true', 'false']) {
    test(`switch on, cache flag ${cache}: the active endpoint decides, asked with cacheflag=${cache}`, async ({
      page,
      baseURL,
    }) => {
      await sandbox.scenario({
        outage: 'issue',
        activeOutage: 'none',
        flags: { [FLAGS.outageDaasSwitch.name]: 'true', [FLAGS.outageCache.name]: cache },
      });
      await publishAll(baseURL ?? '');
      await page.goto('/wireless');
      // The content feed says there is an issue; the active endpoint says none, and wins.
      await expect(outageSection(page)).toHaveAttribute('data-outage-status', '0');
      await expect(
        outageSection(page).getByText('No wireless outages are reported right now.'),
      ).toBeVisible();
      const calls = await activeCalls();
      expect(calls).toHaveLength(1);
      expect(calls[0]?.query).toBe(`?cacheflag=${cache}`);
    });
  }

  test('switch on and the endpoint down: status unknown, the page still answers', async ({
    page,
    baseURL,
  }) => {
    await sandbox.scenario({ flags: { [FLAGS.outageDaasSwitch.name]: 'true' } });
    await sandbox.fault({ route: ACTIVE_WIRELESS_OUTAGE_PATH, status: 503 });
    await publishAll(baseURL ?? '');
    const response = await page.goto('/wireless');
    expect(response?.status()).toBe(200);
    await expect(outageSection(page)).toHaveAttribute('data-outage-status', '2');
  });
});
