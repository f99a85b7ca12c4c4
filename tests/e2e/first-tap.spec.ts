import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { holdIslandCode } from '../support/hold-island-code.ts';

/**
 * No tap lost: on a mid-range phone (390 px wide, CPU throttled 4× through the DevTools
 * protocol) each kind of control is tapped the moment it is on screen — the page is not waited
 * for, and neither is its island's hydration — and the control must do what it does once the
 * page has fully loaded. A tap the page drops leaves the state unchanged, so the state assertion
 * fails (the tap itself never waits for hydration: it only needs the control to be visible).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// A throttled page on a busy machine may take several seconds to hydrate; the state may change
// at any point within that, but it must change without a second tap.
const STATE_TIMEOUT = 20_000;
test.setTimeout(90_000);

async function openThrottled(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // 'commit': the test goes on as soon as the page starts arriving, not after `load`.
  await page.goto(path, { waitUntil: 'commit' });
}

/** Ends throttling so the axe scan of the new state takes its usual time. */
async function unthrottled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/**
 * Taps a control once, as soon as it is visible (Playwright scrolls it into view first), and
 * notes whether its island was still server HTML just before: the case this spec is about.
 */
async function tapOnce(control: Locator): Promise<void> {
  await control.waitFor();
  const island = control.locator('xpath=ancestor-or-self::astro-island[1]');
  const before = (await island.count()) > 0 && (await island.getAttribute('ssr')) !== null;
  await control.tap();
  test.info().annotations.push({ type: 'tapped before hydration', description: String(before) });
}

test.describe('/wireless', () => {
  test('FAQ accordion: the first tap expands the question', async ({ page }) => {
    await openThrottled(page, '/wireless');
    const question = page.getByRole('button', { name: 'How do I fix no service on my phone?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await tapOnce(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: STATE_TIMEOUT });
    await expect(
      page.getByRole('region', { name: 'How do I fix no service on my phone?' }),
    ).toBeVisible();
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('helpful-info tabs: the first tap selects the tab and shows its panel', async ({ page }) => {
    await openThrottled(page, '/wireless');
    const tab = page.getByRole('tab', { name: 'Billing & plans' });
    await tapOnce(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: STATE_TIMEOUT });
    await expect(page.getByRole('tabpanel', { name: 'Billing & plans' })).toBeVisible();
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('alert dismiss: the first tap closes the alert', async ({ page }) => {
    await openThrottled(page, '/wireless');
    const dismiss = page.getByRole('button', { name: 'Dismiss Watch out for scams alert' });
    await tapOnce(dismiss);
    await expect(page.getByText('Watch out for scams')).toBeHidden({ timeout: STATE_TIMEOUT });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('jump link: the first tap brings its section to the top', async ({ page }) => {
    await openThrottled(page, '/wireless');
    const link = page
      .getByRole('navigation', { name: 'Jump to a section' })
      .getByRole('link', { name: 'Contact us' });
    await tapOnce(link);
    const heading = page.locator('#contactUsHeading');
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: STATE_TIMEOUT,
      })
      .toBeLessThan(200);
    await expect(heading).toBeInViewport();
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test.describe('search, before its island has hydrated', () => {
    const box = (page: Page) =>
      page.getByRole('search').getByRole('searchbox', { name: 'Search wireless support' });

    test('the first tap on Search searches the query on the page', async ({ page }) => {
      const release = await holdIslandCode(page, 'KnowledgeSearch');
      await openThrottled(page, '/wireless');
      await box(page).fill('unlock');
      await tapOnce(page.getByRole('search').getByRole('button', { name: 'Search' }));
      release();
      await expect(page.getByText('1 result for “unlock”')).toBeVisible({
        timeout: STATE_TIMEOUT,
      });
      await expect(page.getByRole('link', { name: 'Unlock your wireless phone' })).toBeVisible();
      // The query stays on the page: the form did not load its own address.
      await expect(page).toHaveURL(/\/wireless$/);
      await expect(box(page)).toHaveValue('unlock');
      await unthrottled(page);
      await expectNoAxeViolations(page);
    });

    test('Enter in the search box searches the query on the page', async ({ page }) => {
      const release = await holdIslandCode(page, 'KnowledgeSearch');
      await openThrottled(page, '/wireless');
      const search = box(page);
      await search.fill('unlock');
      const island = search.locator('xpath=ancestor::astro-island[1]');
      await expect(island).toHaveAttribute('ssr', '');
      await search.press('Enter');
      release();
      await expect(page.getByText('1 result for “unlock”')).toBeVisible({
        timeout: STATE_TIMEOUT,
      });
      await expect(page).toHaveURL(/\/wireless$/);
    });
  });

  test('drawer trigger: the first tap on an article link opens it in the drawer', async ({
    page,
  }) => {
    await openThrottled(page, '/wireless');
    const link = page
      .locator('[data-link-position="Top solutions"]')
      .getByRole('link', { name: 'Unlock your phone' });
    await tapOnce(link);
    await expect(page.getByRole('dialog', { name: 'Unlock your phone' })).toBeVisible({
      timeout: STATE_TIMEOUT,
    });
    await expect(page).toHaveURL(/\/wireless$/);
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('/smallbusiness/wireless', () => {
  test('service choice: the first tap on Internet Air shows only its blocks', async ({ page }) => {
    await openThrottled(page, '/smallbusiness/wireless');
    const services = page.getByRole('radiogroup', { name: 'Show support for' });
    const air = services.getByRole('radio', { name: 'Internet Air' });
    await tapOnce(air);
    await expect(air).toBeChecked({ timeout: STATE_TIMEOUT });
    await expect(page.getByRole('heading', { name: 'Internet Air for business' })).toBeVisible();
    await expect(services.getByRole('radio', { name: 'Fixed Wireless' })).not.toBeChecked();
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('helpful-info tabs: the first tap selects the tab', async ({ page }) => {
    await openThrottled(page, '/smallbusiness/wireless');
    const tab = page.getByRole('tab', { name: 'Billing & plans' });
    await tapOnce(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: STATE_TIMEOUT });
  });
});

test.describe('/gallery', () => {
  test('accordion: the first tap expands the item', async ({ page }) => {
    await openThrottled(page, '/gallery');
    const header = page
      .getByRole('region', { name: 'SIM card FAQs' })
      .getByRole('button', { name: 'How do I activate my SIM card?' });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await tapOnce(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true', { timeout: STATE_TIMEOUT });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('tabs: the first tap selects the tab', async ({ page }) => {
    await openThrottled(page, '/gallery');
    const tab = page
      .getByRole('tablist', { name: 'Help topics', exact: true })
      .getByRole('tab', { name: 'Devices' });
    await tapOnce(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: STATE_TIMEOUT });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('alert dismiss: the first tap closes the alert', async ({ page }) => {
    await openThrottled(page, '/gallery');
    const dismiss = page
      .locator('#alerts')
      .getByRole('button', { name: /^Dismiss/ })
      .first();
    const label = await dismiss.getAttribute('aria-label');
    await tapOnce(dismiss);
    await expect(page.getByRole('button', { name: label ?? '', exact: true })).toHaveCount(0, {
      timeout: STATE_TIMEOUT,
    });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('tooltip: the first tap opens it', async ({ page }) => {
    await openThrottled(page, '/gallery');
    const trigger = page.getByRole('button', { name: 'About the activation fee' });
    await tapOnce(trigger);
    await expect(
      page.getByRole('tooltip', { name: 'A one-time $35 fee applies when you add a new line.' }),
    ).toBeVisible({ timeout: STATE_TIMEOUT });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('drawer trigger: the first tap opens the drawer', async ({ page }) => {
    await openThrottled(page, '/gallery');
    await tapOnce(page.getByRole('button', { name: 'Open right drawer (small)' }));
    await expect(page.getByRole('dialog', { name: 'SIM card help' })).toBeVisible({
      timeout: STATE_TIMEOUT,
    });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });

  test('jump link: the first tap brings its section to the top', async ({ page }) => {
    await openThrottled(page, '/gallery');
    const link = page
      .getByRole('navigation', { name: 'Gallery sections' })
      .getByRole('link', { name: 'Tooltip' });
    await tapOnce(link);
    await expect
      .poll(
        () => page.locator('#tooltip').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        { timeout: STATE_TIMEOUT },
      )
      .toBeLessThan(200);
  });
});

test.describe('video poster', () => {
  test('the first tap on the poster opens the player', async ({ page }) => {
    await openThrottled(page, '/video-demo?id=5001039');
    const poster = page.getByRole('button', { name: /^Play video:/ });
    await tapOnce(poster);
    await expect(page.getByRole('group', { name: 'Video controls' })).toBeVisible({
      timeout: STATE_TIMEOUT,
    });
    await unthrottled(page);
    await expectNoAxeViolations(page);
  });
});
