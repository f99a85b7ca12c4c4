/**
 * The personalisation layer over the cached page, one test per visitor state: each signs in
 * (or is recognised) through the sandbox's real sign-in page and cookies, then checks what the
 * visitor sees, the calls the sandbox received, and axe with the personal parts showing.
 */
import { expect, test, type Page } from '../support/test.ts';
import { ENDPOINTS } from '../../src/domain/personalisation/endpoints.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { editContent, publishAll, sandbox, signInAs } from '../support/sandbox.ts';
import { IDENTITY_HOST } from '../support/ports.ts';

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

// The sandbox refuses what the carrier's gateway refuses (no client id, an account call without a
// signed-in visitor): no visitor state may make such a call, unless a test sends it on purpose.
test.afterEach(async () => {
  const title = test.info().title;
  if (
    title.startsWith('the gateway refuses') ||
    title.startsWith('a session the gateway does not know')
  )
    return;
  expect(await sandbox.refusedCalls(), 'calls the gateway refused').toEqual([]);
});

/** Signs in on the sandbox's sign-in page as the persona with this button label. */
/** Sets flags on the sandbox and drops the cached pages, so the next render reads them. */
async function setFlags(baseURL: string | undefined, flags: Record<string, string>) {
  await sandbox.scenario({ flags });
  await publishAll(baseURL ?? '');
}

const calls = async () => (await sandbox.requests()).map((r) => `${r.method} ${r.path}`);
const header = (page: Page) => page.getByRole('region', { name: 'Wireless support', exact: true });
const fixMyWireless = (page: Page) =>
  page.getByRole('region', { name: 'Fix my Wireless', exact: true });
const dataLayerEvents = (page: Page, event: string) =>
  page.evaluate(
    (name) => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name),
    event,
  );

test('signed in: welcome with the capitalised name, the signed-in Fix my Wireless with its service-health checks (splash flag off), and workflow', async ({
  page,
}) => {
  // Hydrating the cached (anonymous) HTML for a signed-in visitor must not mismatch.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  await signInAs(page, 'Signed-in consumer');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  await expect(header(page).getByText('Want personalized help?')).toHaveCount(0);

  const fix = fixMyWireless(page);
  // The section's islands hydrate when they come into view.
  await fix.scrollIntoViewIfNeeded();
  await expect(fix.getByText('Google Pixel 9')).toBeVisible();
  // The device's real status, with the splash flag off as the sandbox has it by default.
  await expect(fix.getByRole('list', { name: 'Your device and service' })).toContainText(
    'No issues reported near you.',
  );
  await fix.getByRole('button', { name: 'Check my device' }).click();
  await expect(fix.getByRole('heading', { name: 'Wireless line troubleshooter' })).toBeVisible();
  await expect(page.locator('[data-personal="chat"]')).toBeVisible();
  // The click's event carries the visitor's consent state (spec §7): signed in, not recognised.
  expect(await dataLayerEvents(page, 'Link_Click')).toContainEqual(
    expect.objectContaining({
      linkName: 'Check my device',
      consentState: 'unchecked',
      recognised: false,
      authenticated: true,
    }),
  );
  expect(errors).toEqual([]);

  const made = await calls();
  expect(made).toContain(`GET ${ENDPOINTS.infocus}`);
  expect(made).toContain(`POST ${ENDPOINTS.accountDetails}`);
  expect(made).toContain(`POST ${ENDPOINTS.devicesV1}`);
  expect(made).toContain(`GET ${ENDPOINTS.serviceHealth}`);
  // A signed-in visitor is not checked for recognition.
  expect(made).not.toContain(`GET ${ENDPOINTS.consent}`);
  // The infocus answer's Ixp-Exp-Flags header is reported as an A/B impression.
  expect(await dataLayerEvents(page, 'impression')).toEqual([
    expect.objectContaining({ impressions: 'support-welcome-a,support-fmw-b' }),
  ]);
  await expectNoAxeViolations(page);
});

test('recognised with a valid device: Welcome back, Not you? and Sign in; the device cookie', async ({
  page,
  context,
}) => {
  await signInAs(page, 'Recognised, valid device');
  await expect(header(page).getByText('Welcome back')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Not you?' })).toBeVisible();
  const device = (await context.cookies()).find((c) => c.name === 'SUPPORT_RECOGNISED_DEVICE');
  expect(decodeURIComponent(device?.value ?? '')).toBe('1|Google|Pixel 9|Android|Smartphone');
  // About 90 days (7 776 000 000 ms), path /.
  expect((device?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(7_776_000_000 - 60_000);
  expect(device?.path).toBe('/');

  const made = await calls();
  expect(made).toContain(`GET ${ENDPOINTS.wirelessContent}`);
  expect(made).toContain(`GET ${ENDPOINTS.consent}`);
  expect(made).not.toContain(`POST ${ENDPOINTS.accountDetails}`);
  await expectNoAxeViolations(page);

  await header(page).getByRole('button', { name: 'Not you?' }).click();
  await expect(header(page).getByText('Want personalized help?')).toBeVisible();
});

test('recognised without a valid device: the number dialog validates and posts set-focus', async ({
  page,
}) => {
  await signInAs(page, 'Recognised, device not recognised');
  const dialog = page.getByRole('dialog', { name: 'Enter your wireless number' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  const field = dialog.getByLabel('Wireless number');
  await field.fill('555 01');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter your 10-digit wireless number.');
  expect(await calls()).not.toContain(`POST ${ENDPOINTS.consentSetFocus}`);

  await field.fill('(214) 555-0199');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText('Welcome back')).toBeVisible();
  expect(await calls()).toContain(`POST ${ENDPOINTS.consentSetFocus}`);
  const submits = await dataLayerEvents(page, 'Form_Submit');
  expect(submits).toHaveLength(1);
  expect(await dataLayerEvents(page, 'Form_Response')).toEqual([
    expect.objectContaining({ formResponse: 'success' }),
  ]);
});

test('recognised with the kill switch on: no consent call, the anonymous page', async ({
  page,
}) => {
  await signInAs(page, 'Recognised, kill switch on');
  await expect(header(page).getByText('Want personalized help?')).toBeVisible();
  await expect.poll(calls).toContain(`GET ${ENDPOINTS.wirelessContent}`);
  expect(await calls()).not.toContain(`GET ${ENDPOINTS.consent}`);
  await expect(header(page).getByText('Welcome back')).toHaveCount(0);
});

test('consent failing: a system event with status -2 and page tracking', async ({ page }) => {
  await signInAs(page, 'Recognised, consent call failing');
  await expect
    .poll(() => dataLayerEvents(page, 'system'))
    .toEqual([expect.objectContaining({ status: -2, consentState: 'failed' })]);
  await expect(header(page).getByText('Want personalized help?')).toBeVisible();
});

test('chat is hidden for a BSSe wireless account when the chat-disable flag is on', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, { 'svc-cfg-ixp-support-wireless-lander-chat-disable': 'true' });
  await signInAs(page, 'Signed-in business wireless (BSSe)');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  await expect(page.locator('[data-personal="chat"]')).toBeHidden();

  await signInAs(page, 'Signed-in consumer');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  await expect(page.locator('[data-personal="chat"]')).toBeVisible();
});

test('chat shows for a BSSe wireless account when the chat-disable flag is off', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, { 'svc-cfg-ixp-support-wireless-lander-chat-disable': 'false' });
  await signInAs(page, 'Signed-in business wireless (BSSe)');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  await expect(page.locator('[data-personal="chat"]')).toBeVisible();
});

test('small business: Internet Air order status for active, pending and suspended accounts only, by serviceType or by the internet flag', async ({
  page,
}) => {
  const cases = [
    ['Small business, Internet Air active', '530012345', 'Active'],
    ['Small business, Internet Air pending(active)', '530012345', 'Pending activation'],
    ['Small business, Internet Air suspended', '530012345', 'Suspended'],
    // serviceType 'FWA', isInternetServicePresent 'TRUE': one "has Internet Air" rule for both.
    ['Small business, Internet Air by the internet flag', '530067890', undefined],
    ['Small business, Internet Air cancelled', undefined, undefined],
  ] as const;
  for (const [persona, account, status] of cases) {
    await signInAs(page, persona, '/smallbusiness/wireless');
    // The visitor lands on their service once signed in.
    await expect(
      page
        .getByRole('radiogroup', { name: 'Show support for' })
        .getByRole('radio', { name: 'Internet Air' }),
    ).toBeChecked();
    const card = page.getByRole('region', { name: 'Your order status' });
    if (account) {
      await expect(card).toContainText(`Account ${account}`);
      if (status) await expect(card).toContainText(status);
    } else {
      await expect(header(page).getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
      await expect(card).toHaveCount(0);
    }
  }
  await signInAs(page, 'Small business, Internet Air active', '/smallbusiness/wireless');
  await expect(page.getByRole('region', { name: 'Your order status' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The Fix my Wireless section, scrolled into view (its islands hydrate when visible). */
async function fixSection(page: Page) {
  const fix = fixMyWireless(page);
  await fix.scrollIntoViewIfNeeded();
  return fix;
}

test('signed in without a device, or with get-devices failing: the choose-device link and the signed-in workflow, never Sign in or Continue without signing in', async ({
  page,
}) => {
  for (const persona of ['Signed in, no device', 'Signed in, device list failing']) {
    await signInAs(page, persona);
    await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    const fix = await fixSection(page);
    await expect(fix.getByRole('link', { name: 'Choose a device' })).toBeVisible();
    await expect(fix.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
    await fix.getByRole('button', { name: 'Start troubleshooting' }).click();
    await expect(fix.getByRole('heading', { name: 'Wireless line troubleshooter' })).toBeVisible();
    await expect(fix.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
    // Signed in: never checked for recognition.
    expect(await calls()).not.toContain(`GET ${ENDPOINTS.consent}`);
  }
  await expectNoAxeViolations(page);
});

// The signed-in consumer's account names a wireless device; its device list fails or comes back
// empty, or the service-health check of the device fails, with the troubleshooting splash off (the
// sandbox's default) and on (at a laptop's 1366 px, as the defect was first seen).
const SPLASH_FLAG = 'svc-cfg-ixp-support-daas-ts-splash-enable';
// The workflow: the signed-in one, but the unauthenticated one when the panel fails
// (docs/decisions.md, decision 1).
const SIGNED_IN_WORKFLOW = 'Wireless line troubleshooter';
for (const [how, faults, panelFails] of [
  [
    'its get-devices call answering 500',
    [ENDPOINTS.devicesV1, ENDPOINTS.devicesV2].map((route) => ({ route, status: 500 })),
    false,
  ],
  [
    'an empty device list',
    [ENDPOINTS.devicesV1, ENDPOINTS.devicesV2].map((route) => ({
      route,
      json: { content: { devices: [] } },
    })),
    false,
  ],
  [
    'its service-health check answering 500',
    [{ route: ENDPOINTS.serviceHealth, status: 500 }],
    true,
  ],
] as const) {
  for (const splash of ['false', 'true']) {
    test(`signed in with a wireless account and ${how}, splash ${splash === 'true' ? 'on' : 'off'}: never Sign in or Continue without signing in`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await sandbox.scenario({ flags: { [SPLASH_FLAG]: splash } });
      await publishAll(baseURL ?? '');
      for (const fault of faults) await sandbox.fault(fault);
      await signInAs(page, 'Signed-in consumer');
      await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
      const fix = await fixSection(page);
      await expect(fix.getByRole('link', { name: 'Choose a device' })).toBeVisible();
      // The device list has been asked for and its answer taken in.
      await expect.poll(calls).toContain(`POST ${ENDPOINTS.devicesV1}`);
      const start = fix.getByRole('button', {
        name: /^(Check my device|Start troubleshooting)$/,
      });
      await expect(start).toBeVisible();
      await expect(fix.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
      await start.click();
      // The panel is asked for with the splash on or off; when it fails, the unauthenticated
      // workflow behind the signed-in bar.
      const workflow = panelFails ? 'Wireless troubleshooter' : SIGNED_IN_WORKFLOW;
      await expect(fix.getByRole('heading', { name: workflow, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
      await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
    });
  }
}

test('account details failing after infocus said Authenticated: still signed in, no recognised check, the workflow visible', async ({
  page,
}) => {
  await signInAs(page, 'Signed in, account details failing');
  await expect(header(page).getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(header(page).getByText('Want personalized help?')).toHaveCount(0);
  const fix = await fixSection(page);
  // Spec §4: the failure leaves the workflow visible, under its signed-in name.
  await expect(
    fix.getByRole('heading', { name: 'Wireless line troubleshooter', exact: true }),
  ).toBeVisible();
  await expect(fix.getByRole('link', { name: 'Choose a device' })).toBeVisible();
  await expect(fix.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
  const made = await calls();
  expect(made).toContain(`POST ${ENDPOINTS.accountDetails}`);
  expect(made).not.toContain(`GET ${ENDPOINTS.wirelessContent}`);
  expect(made).not.toContain(`GET ${ENDPOINTS.consent}`);
  // The devices are an empty object: no get-devices call without an account.
  expect(made).not.toContain(`POST ${ENDPOINTS.devicesV1}`);
});

test('the gateway refuses a call without the client id: the account call fails as any failure does (signed in, the workflow visible), and nothing else is refused', async ({
  page,
}) => {
  // The one call sent as a browser without the client id would send it.
  await page.route(`**${ENDPOINTS.accountDetails}`, (route) => {
    const headers = { ...route.request().headers() };
    delete headers['x-client-id'];
    return route.continue({ headers });
  });
  await signInAs(page, 'Signed-in consumer');
  await expect(header(page).getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  const fix = await fixSection(page);
  await expect(
    fix.getByRole('heading', { name: 'Wireless line troubleshooter', exact: true }),
  ).toBeVisible();
  await expect(fix.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/wireless$/);
  expect(await sandbox.refusedCalls()).toEqual([`403 POST ${ENDPOINTS.accountDetails}`]);
});

test('a session the gateway does not know (sign-in cookies, no signed-in visitor): its 401 sends the browser to the login page', async ({
  page,
  baseURL,
}) => {
  // Cookies left from an expired session: the page believes it may be signed in and asks.
  await page
    .context()
    .addCookies([{ name: 'SUPPORT_AUTH_STATE', value: 'Authenticated', url: baseURL ?? '' }]);
  await page.goto('/wireless');
  await page.waitForURL((url) => url.pathname === '/acctmgmt/login');
  expect(await sandbox.refusedCalls()).toContain(`401 POST ${ENDPOINTS.accountDetails}`);
});

test('a slow account: the loader shows in the held header line and Fix my Wireless, and nothing moves', async ({
  page,
}) => {
  await sandbox.fault({ route: ENDPOINTS.accountDetails, delayMs: 2500 });
  await signInAs(page, 'Signed-in consumer');
  const fix = await fixSection(page);
  const top = () =>
    page.evaluate(() => {
      const heading = document.getElementById('fixMyService');
      return heading ? heading.getBoundingClientRect().top + window.scrollY : -1;
    });
  // The loader comes after its delay, in the space held for each part.
  await expect(header(page).getByRole('status')).toHaveText('Loading your account');
  await expect(fix.getByRole('status')).toHaveText('Checking your account');
  const during = await top();
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  await expect(fix.getByText('Google Pixel 9')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Loading your account|Checking your account/ }),
  ).toHaveCount(0);
  expect(await top()).toBe(during);
});

test("the content can leave out 'Continue without signing in' (on unless it says false)", async ({
  page,
  baseURL,
}) => {
  const fix = async () => {
    await page.goto('/wireless');
    return fixSection(page);
  };
  await expect(
    (await fix()).getByRole('button', { name: 'Continue without signing in' }),
  ).toBeVisible();
  const restore = await editContent('wireless-support', (json) => {
    const block = (
      json['cms-feed'] as { components: { default: { common: Record<string, unknown> } } }
    ).components.default;
    block.common['showContinueWithoutSigningIn'] = 'false';
  });
  try {
    await publishAll(baseURL ?? '');
    const section = await fix();
    await expect(section.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(
      0,
    );
  } finally {
    await restore();
    await publishAll(baseURL ?? '');
  }
});

test('two-factor: a session that owes its second factor goes to the two-factor page', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, {
    'cfg-ixp-2fa-disable': 'false',
    'cfg-ixp-support-url2fa': '/acctmgmt/2fa',
  });
  await signInAs(page, 'Signed in, second factor owed');
  await page.waitForURL((url) => url.pathname === '/acctmgmt/2fa');
  // A local (test) host names the test mechanism; the sandbox's identity page refuses any other.
  expect(new URL(page.url()).searchParams.get('mechanismId')).toBe('idp-support-wireless-2fa-test');
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  expect(await calls()).toContain(`GET ${ENDPOINTS.twoFactorStatus}`);

  // Any other answer lets the page continue.
  await signInAs(page, 'Signed-in consumer');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/wireless');
});

test("two-factor: a two-factor page on the carrier's identity host (another origin) needs no extra setting; another site's is refused", async ({
  page,
  baseURL,
}) => {
  const identity = `https://${IDENTITY_HOST}`;
  await page.route(`${identity}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Confirm</title><h1>Identity host</h1></html>',
    }),
  );
  await setFlags(baseURL, {
    'cfg-ixp-2fa-disable': 'false',
    'cfg-ixp-support-url2fa': `${identity}/2fa?step=up`,
  });
  await signInAs(page, 'Signed in, second factor owed');
  await page.waitForURL(`${identity}/2fa?step=up&mechanismId=idp-support-wireless-2fa-test`);
  await expect(page.getByRole('heading', { name: 'Identity host' })).toBeVisible();

  // Off the site and off the identity host: refused before any call, and the visitor stays.
  await sandbox.reset();
  await setFlags(baseURL, {
    'cfg-ixp-2fa-disable': 'false',
    'cfg-ixp-support-url2fa': 'https://elsewhere.example.net/2fa',
  });
  await signInAs(page, 'Signed in, second factor owed');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/wireless');
  expect(await calls()).not.toContain(`GET ${ENDPOINTS.twoFactorStatus}`);
});

test('two-factor: with the disable flag on, no auth-status call, and a session that owes its second factor stays', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, {
    'cfg-ixp-2fa-disable': 'true',
    'cfg-ixp-support-url2fa': '/acctmgmt/2fa',
  });
  await signInAs(page, 'Signed in, second factor owed');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/wireless');
  expect(await calls()).not.toContain(`GET ${ENDPOINTS.twoFactorStatus}`);
});

test('two-factor: a recognised visitor, without sign-in cookies, is asked about too and stays when nothing is owed', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, {
    'cfg-ixp-2fa-disable': 'false',
    'cfg-ixp-support-url2fa': '/acctmgmt/2fa',
  });
  await signInAs(page, 'Recognised, valid device');
  await expect(header(page).getByText('Welcome back')).toBeVisible();
  await expect.poll(calls).toContain(`GET ${ENDPOINTS.twoFactorStatus}`);
  expect(new URL(page.url()).pathname).toBe('/wireless');
});

test('login event: reported exactly once across two page loads', async ({ page }) => {
  await signInAs(page, 'Signed in just now');
  await expect.poll(() => dataLayerEvents(page, 'login-submit')).toHaveLength(1);
  const [event] = await dataLayerEvents(page, 'login-submit');
  expect(event).toMatchObject({ userId: '1029384756', flowCode: 'LOGIN' });
  expect(await calls()).toContain(`GET ${ENDPOINTS.userServices}`);

  await page.reload();
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  expect(await dataLayerEvents(page, 'login-submit')).toEqual([]);

  // An hour-old sign-in is outside the 5-minute window: nothing to report.
  await signInAs(page, 'Signed-in consumer');
  await expect(header(page).getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  expect(await dataLayerEvents(page, 'login-submit')).toEqual([]);
});

test('the cached HTML is the same bytes for anonymous, recognised and signed-in requests', async ({
  request,
  page,
  context,
}) => {
  const anonymous = await request.get('/wireless');
  await signInAs(page, 'Signed-in consumer');
  const signedInCookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const signedIn = await request.get('/wireless', { headers: { cookie: signedInCookies } });
  const recognised = await request.get('/wireless', {
    headers: { cookie: 'SUPPORT_UUID=4820193; SANDBOX_PERSONA=recognised' },
  });
  const body = await anonymous.text();
  expect(await signedIn.text()).toBe(body);
  expect(await recognised.text()).toBe(body);
  for (const response of [anonymous, signedIn, recognised]) {
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers()['cache-control']).toContain('public');
  }
  // Nothing of the visitor's reaches the shared page.
  for (const secret of ['jordan', 'Jordan', '1029384756', '287000111', '2145550123'])
    expect(body).not.toContain(secret);
});
