/**
 * The flags whose difference is in the calls the page makes, each on and off: duplicate-call
 * removal, the unified lander and the login-reporting switch. Each test sets the flag in the
 * sandbox, drops the cached pages, signs in as a persona and reads the sandbox's request log
 * (and, for the login event, the data layer).
 */
import { expect, test, type Page } from '../support/test.ts';
import { FLAGS, type FlagKey } from '../../src/domain/flags.ts';
import { ENDPOINTS } from '../../src/domain/personalisation/endpoints.ts';
import { publishAll, sandbox, signInAs } from '../support/sandbox.ts';

test.beforeEach(() => sandbox.reset());
test.afterAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

async function setFlag(baseURL: string | undefined, key: FlagKey, value: string) {
  await sandbox.scenario({ flags: { [FLAGS[key].name]: value } });
  await publishAll(baseURL ?? '');
}

/** Signs in on the sandbox's sign-in page as the persona with this button label. */
/** The calls the sandbox received, as `METHOD path?query`. */
const calls = async () => (await sandbox.requests()).map((r) => `${r.method} ${r.path}${r.query}`);
const callsTo = async (path: string) =>
  (await sandbox.requests()).filter((r) => r.path === path).map((r) => `${r.method} ${r.path}`);
const loginEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'login-submit'),
  );
const header = (page: Page) => page.getByRole('region', { name: 'Wireless support', exact: true });

test.describe('duplicate-call removal (svc-ixp-support-remove-duplicate-calls)', () => {
  test('on: a recognised visitor stays on the page, and makes no call the gateway refuses (get-devices needs a signed-in visitor)', async ({
    page,
    baseURL,
  }) => {
    await setFlag(baseURL, 'removeDuplicateCalls', 'true');
    await signInAs(page, 'Recognised, valid device');
    await expect(header(page).getByText('Welcome back')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/wireless$/);
    expect(await calls()).toContain(`GET ${ENDPOINTS.consent}?serviceName=wireless`);
    expect(await callsTo(ENDPOINTS.devicesV1)).toEqual([]);
    expect(await callsTo(ENDPOINTS.devicesV2)).toEqual([]);
    expect(await sandbox.refusedCalls()).toEqual([]);
  });

  test('off: the same visitor, no get-devices call', async ({ page, baseURL }) => {
    await setFlag(baseURL, 'removeDuplicateCalls', 'false');
    await signInAs(page, 'Recognised, valid device');
    await expect(header(page).getByText('Welcome back')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await calls()).toContain(`GET ${ENDPOINTS.consent}?serviceName=wireless`);
    expect(await callsTo(ENDPOINTS.devicesV1)).toEqual([]);
    expect(await callsTo(ENDPOINTS.devicesV2)).toEqual([]);
  });
});

test.describe('unified lander (cfg-ixp-support-wireless-lander-unified-enable)', () => {
  for (const variant of ['bsse', 'bsse-tlg']) {
    test(`on ('${variant}'): the profile details of that variant, devices by account number`, async ({
      page,
      baseURL,
    }) => {
      await setFlag(baseURL, 'unifiedLander', variant);
      await signInAs(page, 'Signed-in consumer');
      await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
      await expect
        .poll(() => callsTo(ENDPOINTS.devicesV2))
        .toEqual([`POST ${ENDPOINTS.devicesV2}`]);
      const made = await calls();
      expect(made).toContain(`GET ${ENDPOINTS.profileDetails}?variant=${variant}`);
      expect(made).not.toContain(`POST ${ENDPOINTS.accountDetails}`);
      expect(await callsTo(ENDPOINTS.devicesV1)).toEqual([]);
      // The sandbox answers v2 only with the devices of the accounts asked for: the device shows.
      const fix = page.getByRole('region', { name: 'Fix my Wireless' });
      await fix.scrollIntoViewIfNeeded();
      await expect(fix.getByText('Google Pixel 9')).toBeVisible();
    });
  }

  test('off: the classic account details and get-devices v1', async ({ page, baseURL }) => {
    await setFlag(baseURL, 'unifiedLander', 'false');
    await signInAs(page, 'Signed-in consumer');
    await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    await expect.poll(() => callsTo(ENDPOINTS.devicesV1)).toEqual([`POST ${ENDPOINTS.devicesV1}`]);
    expect(await callsTo(ENDPOINTS.accountDetails)).toEqual([`POST ${ENDPOINTS.accountDetails}`]);
    expect(await callsTo(ENDPOINTS.profileDetails)).toEqual([]);
    expect(await callsTo(ENDPOINTS.devicesV2)).toEqual([]);
  });
});

test.describe('login reporting (cfg-ixp-support-loginreporting-disable)', () => {
  test('off: a visitor who just signed in is reported once, with the services call', async ({
    page,
    baseURL,
  }) => {
    await setFlag(baseURL, 'loginReportingDisable', 'false');
    await signInAs(page, 'Signed in just now');
    await expect.poll(() => loginEvents(page)).toHaveLength(1);
    expect(await callsTo(ENDPOINTS.userServices)).toEqual([`GET ${ENDPOINTS.userServices}`]);
  });

  test('on: the same visitor, no login event and no reporting calls', async ({ page, baseURL }) => {
    await setFlag(baseURL, 'loginReportingDisable', 'true');
    await signInAs(page, 'Signed in just now');
    await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loginEvents(page)).toEqual([]);
    expect(await callsTo(ENDPOINTS.userServices)).toEqual([]);
    expect(await callsTo(ENDPOINTS.loginAnalytics.staging)).toEqual([]);
    expect(await callsTo(ENDPOINTS.loginAnalytics.production)).toEqual([]);
  });
});
