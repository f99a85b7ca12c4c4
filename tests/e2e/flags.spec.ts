/**
 * Each feature flag of the product decisions, on and off, as a visitor sees it (and, where the
 * difference is in the calls, as the sandbox's request log shows it).
 */
import { expect, test, type Page } from '../support/test.ts';
import { FLAGS } from '../../src/domain/flags.ts';
import { ACTIVE_WIRELESS_OUTAGE_PATH } from '../../src/feeds/outage.ts';
import { ENDPOINTS } from '../../src/domain/personalisation/endpoints.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';
import { publishAll, sandbox, signInAs } from '../support/sandbox.ts';

const outageSection = (page: Page) =>
  page.getByRole('region', { name: 'Service status', exact: true });

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

test.describe('troubleshooting splash (svc-cfg-ixp-support-daas-ts-splash-enable)', () => {
  const fix = (page: Page) => page.getByRole('region', { name: 'Fix my Wireless' });
  const splash = (page: Page) =>
    fix(page).getByRole('progressbar', { name: 'Checking your device and service' });
  const panel = (page: Page) => fix(page).getByRole('list', { name: 'Your device and service' });
  const healthCalls = async () =>
    (await sandbox.requests()).filter((r) => r.path === ENDPOINTS.serviceHealth);
  /**
   * The service-health calls this page makes, as their query strings. The sandbox's log alone is
   * not enough: a recognised visitor's page in the test before also asks for service health, and
   * under load its relayed call can reach the sandbox after this test's reset.
   */
  const pageHealthCalls = (page: Page) => {
    const queries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === ENDPOINTS.serviceHealth) queries.push(url.search);
    });
    return queries;
  };

  async function signInToFix(page: Page, persona: string) {
    await signInAs(page, persona);
    // The section's island hydrates when it comes into view.
    await fix(page).scrollIntoViewIfNeeded();
  }

  async function flag(baseURL: string | undefined, value: string) {
    await sandbox.scenario({ flags: { [FLAGS.daasTroubleshootSplash.name]: value } });
    await publishAll(baseURL ?? '');
  }

  test('on, signed in with a device: the splash with the device, then the service-health panel', async ({
    page,
    baseURL,
  }) => {
    await flag(baseURL, 'true');
    // Slow enough to see the splash; the panel follows when it answers.
    await sandbox.fault({ route: ENDPOINTS.serviceHealth, delayMs: 2500 });
    const calls = pageHealthCalls(page);
    await signInToFix(page, 'Signed-in consumer');
    await expect(splash(page)).toBeVisible();
    await expect(
      fix(page).getByText('Checking your device and service', { exact: true }),
    ).toBeVisible();
    await expect(fix(page).getByText('Google Pixel 9')).toBeVisible();
    await expect(fix(page).locator('[aria-busy="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expect(panel(page)).toBeVisible({ timeout: 10_000 });
    await expect(splash(page)).toHaveCount(0);
    await expect(panel(page).getByRole('listitem')).toHaveCount(3);
    await expect(panel(page)).toContainText('No issues reported near you.');
    expect(calls).toEqual(['?ctn=2145550123']);
    // The relay passes the number on to the gateway as the page asked.
    expect((await healthCalls()).map((call) => call.query)).toContain('?ctn=2145550123');
    await expectNoAxeViolations(page);
  });

  test('on, recognised visitor: the splash, then the panel', async ({ page, baseURL }) => {
    await flag(baseURL, 'true');
    await sandbox.fault({ route: ENDPOINTS.serviceHealth, delayMs: 2500 });
    await signInToFix(page, 'Recognised, valid device');
    await expect(splash(page)).toBeVisible();
    await expect(panel(page)).toBeVisible({ timeout: 10_000 });
    await expect(splash(page)).toHaveCount(0);
  });

  test('on, the panel failing, signed in: the signed-in bar (never Sign in), then the unauthenticated troubleshooting workflow', async ({
    page,
    baseURL,
  }) => {
    await flag(baseURL, 'true');
    await sandbox.fault({ route: ENDPOINTS.serviceHealth, status: 503 });
    const calls = pageHealthCalls(page);
    await signInToFix(page, 'Signed-in consumer');
    await expect.poll(() => calls.length).toBe(1);
    const start = fix(page).getByRole('button', { name: 'Start troubleshooting' });
    await expect(start).toBeVisible();
    await expect(splash(page)).toHaveCount(0);
    await expect(panel(page)).toHaveCount(0);
    await expect(fix(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(
      fix(page).getByRole('button', { name: 'Continue without signing in' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    await start.click();
    await expect(fix(page).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on, the panel failing, recognised: the unauthenticated bar and workflow', async ({
    page,
    baseURL,
  }) => {
    await flag(baseURL, 'true');
    await sandbox.fault({ route: ENDPOINTS.serviceHealth, status: 503 });
    const calls = pageHealthCalls(page);
    await signInToFix(page, 'Recognised, valid device');
    await expect.poll(() => calls.length).toBe(1);
    const continueButton = fix(page).getByRole('button', { name: 'Continue without signing in' });
    await expect(continueButton).toBeVisible();
    await expect(splash(page)).toHaveCount(0);
    await expect(fix(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await continueButton.click();
    await expect(fix(page).getByRole('listitem').first()).toBeVisible();
  });

  test('off: the loading shimmer while the account loads and the device is checked, no splash, then the panel', async ({
    page,
    baseURL,
  }) => {
    await flag(baseURL, 'false');
    // A slow account keeps the shimmer up long enough to see it.
    await sandbox.fault({ route: ENDPOINTS.accountDetails, delayMs: 4000 });
    const calls = pageHealthCalls(page);
    await signInToFix(page, 'Signed-in consumer');
    await expect(fix(page).locator('[aria-busy="true"]').first()).toBeAttached();
    await expect(fix(page).getByText('Checking your account')).toBeAttached();
    await expect(splash(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(fix(page).getByRole('button', { name: 'Check my device' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(splash(page)).toHaveCount(0);
    // Flag off is a shimmer instead of the splash, not no panel (shared decisions).
    await expect(panel(page)).toBeVisible();
    expect(calls).toHaveLength(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('personal outage alert (check-lite, with the outage switch)', () => {
  const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'service issue' });
  const checkLiteCalls = async () =>
    (await sandbox.requests()).filter((r) => r.path === ENDPOINTS.checkLiteWireless);

  async function signInToFix(page: Page, persona: string) {
    await signInAs(page, persona);
    // Fix my Wireless hydrates when it comes into view; its bar shows the sign-in has landed.
    await page.getByRole('region', { name: 'Fix my Wireless' }).scrollIntoViewIfNeeded();
  }

  async function outageSwitch(baseURL: string | undefined, value: string) {
    await sandbox.scenario({
      activeOutage: 'none',
      flags: {
        [FLAGS.outageDaasSwitch.name]: value,
        [FLAGS.daasTroubleshootSplash.name]: 'true',
      },
    });
    await publishAll(baseURL ?? '');
  }

  test('on, the account has an issue in its area: the alert, linking to the outage section', async ({
    page,
    baseURL,
  }) => {
    await outageSwitch(baseURL, 'true');
    await signInToFix(page, 'Signed in, outage in the area');
    await expect(toast(page)).toContainText("There's a service issue in your area");
    const link = toast(page).getByRole('link', { name: 'See service status' });
    await expect(link).toHaveAttribute('href', '#outage-heading');
    const [call] = await checkLiteCalls();
    expect(call?.query).toBe('?accountNumber=287000222');
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/#outage-heading$/);
    await expect(page.getByRole('heading', { name: 'Service status' })).toBeInViewport();
  });

  test('on, an account without an issue: asked, no alert', async ({ page, baseURL }) => {
    await outageSwitch(baseURL, 'true');
    await signInToFix(page, 'Signed-in consumer');
    await expect.poll(async () => (await checkLiteCalls()).length).toBe(1);
    await expect(page.getByRole('button', { name: 'Check my device' })).toBeVisible();
    await expect(page.getByText("There's a service issue in your area")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('on, check-lite failing: no alert', async ({ page, baseURL }) => {
    await outageSwitch(baseURL, 'true');
    await sandbox.fault({ route: ENDPOINTS.checkLiteWireless, status: 500 });
    await signInToFix(page, 'Signed in, outage in the area');
    await expect.poll(async () => (await checkLiteCalls()).length).toBe(1);
    await expect(page.getByRole('button', { name: 'Check my device' })).toBeVisible();
    await expect(page.getByText("There's a service issue in your area")).toHaveCount(0);
  });

  test('on, anonymous: no call, no alert', async ({ page, baseURL }) => {
    await outageSwitch(baseURL, 'true');
    await page.goto('/wireless');
    await page.getByRole('region', { name: 'Fix my Wireless' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Continue without signing in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await checkLiteCalls()).toEqual([]);
    await expect(page.getByText("There's a service issue in your area")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('off: no call, no alert, even for the account with an issue', async ({ page, baseURL }) => {
    await outageSwitch(baseURL, 'false');
    await signInToFix(page, 'Signed in, outage in the area');
    await expect(page.getByRole('button', { name: 'Check my device' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await checkLiteCalls()).toEqual([]);
    await expect(page.getByText("There's a service issue in your area")).toHaveCount(0);
  });

  test('both flags on, signed in with an issue: no layout shift (CLS 0)', async ({
    page,
    baseURL,
  }) => {
    await outageSwitch(baseURL, 'true');
    await watchLayoutShifts(page);
    await sandbox.fault({ route: ENDPOINTS.serviceHealth, delayMs: 1500 });
    await signInToFix(page, 'Signed in, outage in the area');
    await expect(toast(page)).toContainText("There's a service issue in your area");
    await expect(page.getByRole('list', { name: 'Your device and service' })).toBeVisible({
      timeout: 10_000,
    });
    await page.waitForTimeout(500);
    const { total: cls, shifts } = await layoutShifts(page);
    console.log(`CLS, signed in (area-outage), splash and outage switch on: ${cls.toFixed(4)}`);
    expect(cls, JSON.stringify(shifts)).toBeLessThan(0.005);
  });
});
