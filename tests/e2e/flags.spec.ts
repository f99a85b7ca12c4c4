/**
 * Each feature flag of the product decisions, on and off, as a visitor sees it (and, where the
 * difference is in the calls, as the sandbox's request log shows it).
 */
import { expect, test, type Page } from '@playwright/test';
import { FLAGS } from '../../src/domain/flags.ts';
import { ACTIVE_WIRELESS_OUTAGE_PATH } from '../../src/feeds/outage.ts';
import { ENDPOINTS } from '../../src/personalisation/endpoints.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';

const outageSection = (page: Page) => page.locator('section.outage');

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

test.describe('recommendations (svc-cfg-ixp-apa-support-lander)', () => {
  const slots = (page: Page) =>
    page.getByRole('region', { name: /^(Top solutions|Recommended for you)$/ });
  const recommendationCalls = async () =>
    (await sandbox.requests()).filter((r) => r.path === ENDPOINTS.recommendations('PG2057'));

  async function signInAs(page: Page, label: string) {
    await page.goto('/acctmgmt/signin?final_url=%2Fwireless');
    await page.getByRole('button', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/wireless');
  }

  async function flag(baseURL: string | undefined, value: string, recommendations = 6) {
    await sandbox.scenario({ recommendations, flags: { [FLAGS.apaSupportLander.name]: value } });
    await publishAll(baseURL ?? '');
  }

  for (const persona of ['Recognised, valid device', 'Signed-in consumer']) {
    test(`on, ${persona}: 'Recommended for you' in the top-solution slots`, async ({
      page,
      baseURL,
    }) => {
      await flag(baseURL, 'true');
      await signInAs(page, persona);
      await expect(slots(page).getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
      // As many cards as the cached top solutions had slots (6 at most).
      await expect(slots(page).getByRole('listitem')).toHaveCount(6);
      await expect(slots(page).getByRole('link', { name: 'Coverage map' })).toBeVisible();
      const [call] = await recommendationCalls();
      expect(call?.query).toMatch(/^\?userId=\d{1,10}&userIdType=UUID$/);
      await expectNoAxeViolations(page);
      const impressions = await page.evaluate(() =>
        (window.dataLayer ?? []).filter(
          (e) => (e as { impressions?: string }).impressions === 'Recommended for you',
        ),
      );
      expect(impressions).toHaveLength(1);
    });
  }

  test('on, anonymous: the cached top solutions, no call, nothing in the HTML', async ({
    page,
    request,
    baseURL,
  }) => {
    await flag(baseURL, 'true');
    await page.goto('/wireless');
    await expect(slots(page).getByRole('heading', { name: 'Top solutions' })).toBeVisible();
    expect(await recommendationCalls()).toEqual([]);
    const html = await (await request.get('/wireless')).text();
    expect(html).not.toContain('Recommended for you');
    expect(html).not.toContain('data-link-position="Recommended"');
  });

  test('on, fewer than 3 results: the cached top solutions stay', async ({ page, baseURL }) => {
    await flag(baseURL, 'true', 2);
    await signInAs(page, 'Recognised, valid device');
    await expect.poll(async () => (await recommendationCalls()).length).toBe(1);
    await expect(slots(page).getByRole('heading', { name: 'Top solutions' })).toBeVisible();
  });

  test('off: no call, the cached top solutions', async ({ page, baseURL }) => {
    await flag(baseURL, 'false');
    await signInAs(page, 'Recognised, valid device');
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(slots(page).getByRole('heading', { name: 'Top solutions' })).toBeVisible();
    expect(await recommendationCalls()).toEqual([]);
  });
});
