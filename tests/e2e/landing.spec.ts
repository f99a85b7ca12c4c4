import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  expectNoHtmlcsErrors,
  htmlcsErrors,
  TAB_HIGHLIGHT_CONTRAST,
} from '../support/html-codesniffer.ts';
import { hydrated, islandReady, neverIdle } from '../support/islands.ts';
import { editContent, publishAll, sandbox } from '../support/sandbox.ts';

/** Scenario and content changes reach the page only after the cached copies are dropped. */
async function applyScenario(
  baseURL: string | undefined,
  scenario: Parameters<typeof sandbox.scenario>[0],
) {
  await sandbox.scenario(scenario);
  await publishAll(baseURL ?? '');
}

const visibleH2s = (page: Page) => page.locator('main h2:visible').allTextContents();
const helpfulInfo = (page: Page) => page.locator('section.helpful:visible');
/** A section by its landmark and the heading that names it. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const headerPanel = (page: Page) => region(page, 'Wireless support');
const pageAlerts = (page: Page) => page.locator('astro-island[component-url*="PageAlerts"]');
/** The small-business service choice: a radio group that filters the page's per-service blocks. */
const serviceChoice = (page: Page) => page.getByRole('radiogroup', { name: 'Show support for' });
const drawerIsland = (page: Page) => page.locator('astro-island[component-url*="ArticleDrawer"]');

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test.describe('consumer wireless /wireless', () => {
  test('shows every section in the specified order', async ({ page }) => {
    await page.goto('/wireless');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');
    expect(await visibleH2s(page)).toEqual([
      'Check and fix your service',
      'Top solutions',
      'Fix my Wireless',
      'More helpful info',
      'Browse topics',
      'Search support',
      'Contact us',
      'All services',
      'Service status',
      'Wireless customer support',
      'Wireless support FAQs',
    ]);
    const alerts = pageAlerts(page);
    await expect(alerts.getByText('Watch out for scams')).toBeVisible();
    await expect(alerts.getByText('New: manage eSIM online')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Cookie consent' })).toContainText(
      'We use cookies',
    );
  });

  test('renders each section from the feeds', async ({ page }) => {
    await page.goto('/wireless');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/support',
    );

    await expect(page.getByText('Want personalized help?')).toBeVisible();
    const signIn = headerPanel(page).getByRole('link', { name: 'Sign in' });
    const href = await signIn.getAttribute('href');
    expect(new URL(href ?? '', 'http://x').searchParams.get('final_url')).toMatch(/\/wireless$/);
    await expect(headerPanel(page).locator('picture source')).toHaveCount(3);

    const top = page.locator('[data-link-position="Top solutions"]');
    // The editors' six cards, then knowledge management's two (decision 42.21).
    await expect(top.getByRole('listitem')).toHaveCount(8);
    await expect(top.getByRole('link', { name: 'Unlock your phone' })).toHaveAttribute(
      'href',
      '/support/article/wireless/KM1008728',
    );

    const contact = region(page, 'Contact us');
    await expect(contact.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Chat with a specialist' })).toBeVisible();

    await expect(
      page.getByRole('navigation', { name: 'All services' }).getByRole('link'),
    ).toHaveCount(6);
    await expect(
      page.getByRole('button', { name: 'How do I fix no service on my phone?' }),
    ).toBeVisible();
  });

  test('a jump link reports its Link_Click: the section it jumps to, its name, its position', async ({
    page,
  }) => {
    await page.goto('/wireless');
    const bar = page.getByRole('navigation', { name: 'Jump to a section' });
    await hydrated(bar);
    await bar.getByRole('link', { name: 'Browse topics' }).click();
    await expect(page).toHaveURL(/#reusableBrowseTopicHeading$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'Link_Click'),
        ),
      )
      .toEqual([
        expect.objectContaining({
          linkName: 'Browse topics',
          linkDestinationUrl: '#reusableBrowseTopicHeading',
          // The spec names no position for the bar: the default.
          linkPosition: 'Body',
        }),
      ]);
  });

  test('the jump-link bar lists the five sections and uses the small layout', async ({ page }) => {
    await page.goto('/wireless');
    const bar = page.getByRole('navigation', { name: 'Jump to a section' });
    await expect(bar.getByRole('link')).toHaveText([
      'Top solutions',
      'Fix my Wireless',
      'More helpful info',
      'Browse topics',
      'Contact us',
    ]);
    const anchors = await bar
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(anchors).toEqual([
      '#topSolutionsSection',
      '#fixMyService',
      '#moreHelpHeading',
      '#reusableBrowseTopicHeading',
      '#contactUsHeading',
    ]);
    await expect(page.locator('[data-layout="small"]')).toHaveCount(1);
    await hydrated(bar);
    await page.setViewportSize({ width: 1280, height: 800 });
    await bar.getByRole('link', { name: 'Contact us' }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(
            document.getElementById('contactUsHeading')?.getBoundingClientRect().top ?? -1,
          ),
        ),
      )
      .toBe(64 + 32);
  });

  test('the fix-my-service bar shows the stored device, sign-in and continues without signing in', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'supportSelectedDevice',
        JSON.stringify({ name: 'Galaxy S25', imageUrl: '/images/support/icon-device.svg' }),
      ),
    );
    await page.goto('/wireless');
    const fix = region(page, 'Fix my Wireless');
    await hydrated(fix.locator('astro-island').first());
    await expect(fix.getByText('Galaxy S25')).toBeVisible();
    await expect(fix.getByRole('link', { name: 'Choose a device' })).toHaveAttribute(
      'href',
      '/support/device-support/selector',
    );
    const signIn = fix.getByRole('link', { name: 'Sign in' });
    expect(new URL((await signIn.getAttribute('href')) ?? '', 'http://x').pathname).toBe(
      '/acctmgmt/signin',
    );

    await fix.getByRole('button', { name: 'Continue without signing in' }).click();
    await expect(fix.getByRole('heading', { name: 'Wireless troubleshooter' })).toBeVisible();
    await expect(fix.getByRole('listitem')).toHaveCount(3);
    await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('fixMyService')?.getBoundingClientRect().top ?? -1),
        ),
      )
      .toBe(96);
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'Link_Click',
        linkName: 'Continue without signing in',
        linkPosition: 'Body',
      }),
    );

    // The knowledge's popular solution, its link in a new window as the knowledge asks, and the
    // content's ways on from the workflow.
    await expect(fix.getByRole('heading', { name: 'Popular solutions', level: 4 })).toBeVisible();
    const option = fix.getByRole('link', { name: 'Restart your phone (opens in a new tab)' });
    await expect(option).toHaveAttribute('href', '/support/article/wireless/KM1011234');
    await expect(option).toHaveAttribute('target', '_blank');
    await expect(option).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(fix.getByRole('link', { name: 'See top solutions' })).toHaveAttribute(
      'href',
      '#topSolutionsSection',
    );
    await expect(fix.getByRole('link', { name: 'Main menu' })).toHaveAttribute('href', '/support');
    await fix.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(fix.getByRole('heading', { name: 'Wireless troubleshooter' })).toHaveCount(0);
    await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toBeVisible();
    await expect(page.locator('#fixMyService')).toBeFocused();
  });

  test('the helpful-info video poster tiles load their lazily loaded widget, with its styles', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/wireless');
    // The tiles render once the island hydrates, which it does when it comes on screen.
    await helpfulInfo(page).scrollIntoViewIfNeeded();
    const tiles = helpfulInfo(page).locator('[data-video-id]');
    await tiles.first().scrollIntoViewIfNeeded();
    await expect(tiles.first()).toHaveAttribute('data-status', 'ready');
    // The widget's stylesheet applies: the tile keeps its 16:9 stage rather than collapsing.
    const box = await tiles.first().boundingBox();
    expect(box && box.height > 50).toBe(true);
    // Its rules came with its code: no stylesheet but the page's own below-the-fold sheet.
    await expect(page.locator('link[rel="stylesheet"]:not([href*="/below-fold."])')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('outageWireless=true scrolls to the fix section with the header offset', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/wireless?outageWireless=true');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('fixMyService')?.getBoundingClientRect().top ?? -1),
        ),
      )
      .toBe(64 + 32);
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto('/wireless?outageWireless=true&numberTransfer=true');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('fixMyService')?.getBoundingClientRect().top ?? -1),
        ),
      )
      .toBe(48 + 32);
  });

  test('a browser that never reports idle time still hydrates every idle island and starts the page module', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.goto('/wireless');
    const idleIslands = page.locator(`astro-island[opts*='"value":"idle"']`);
    expect(await idleIslands.count()).toBeGreaterThan(0);
    await expect(page.locator('[data-page-analytics]')).toHaveAttribute('data-tracking', 'started');
    await expect(idleIslands.and(page.locator('[ssr]'))).toHaveCount(0);
  });

  test('analytics: a React link (an alert banner link) reports one Link_Click, not two', async ({
    page,
  }) => {
    await page.goto('/wireless');
    await islandReady(page, 'PageAlerts');
    const link = pageAlerts(page).getByRole('link').first();
    await link.evaluate((anchor) =>
      anchor.addEventListener('click', (e) => {
        e.preventDefault();
        anchor.dataset['clicks'] = String(Number(anchor.dataset['clicks'] ?? 0) + 1);
      }),
    );
    await link.click();
    // An article link: the drawer's island loads with this first click, holds it and clicks the
    // link again once it listens. After that repeat there is still one Link_Click.
    await expect(link).toHaveAttribute('data-clicks', '2');
    const clicks = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'Link_Click'),
    );
    expect(clicks).toEqual([expect.objectContaining({ linkPosition: 'Alert' })]);
  });

  test('analytics: Page_Load after the tracking delay, Link_Click with destination, name and position', async ({
    page,
  }) => {
    // A fake clock makes the 1500 ms page-tracking delay exact: nothing at 1499 ms, the event at 1500.
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-21T10:00:01Z'));
    // The page's module is imported when the browser is idle after the load event, and the delay
    // counts from its start: its request is held until the clock has run that idle callback, so
    // the module starts at a known moment of the paused clock.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/LandingPageScript*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/wireless');
    await page.clock.runFor(100);
    release();
    await expect(page.locator('[data-page-analytics]')).toHaveAttribute('data-tracking', 'started');
    const pageLoads = () =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'Page_Load')
            .length,
      );
    await page.clock.runFor(1499);
    expect(await pageLoads()).toBe(0);
    await page.clock.runFor(1);
    expect(await pageLoads()).toBe(1);
    const pageLoad = await page.evaluate(() =>
      (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'Page_Load'),
    );
    // Spec §7: events carry the consent state; an anonymous visitor's, here.
    const anonymous = { consentState: 'unchecked', recognised: false, authenticated: false };
    expect(pageLoad).toMatchObject({
      pageName: 'wireless support lander',
      customerType: 'consumer',
      ...anonymous,
    });

    await page.evaluate(() =>
      document
        .querySelector<HTMLAnchorElement>('[data-link-position="Contact us"] a')
        ?.addEventListener('click', (e) => e.preventDefault()),
    );
    await page.locator('[data-link-position="Contact us"] a').first().click();
    const click = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((e) => (e as { event?: string }).event === 'Link_Click')
        .at(-1),
    );
    expect(click).toMatchObject({
      event: 'Link_Click',
      action: 'linkClick',
      linkName: 'Start a chat',
      linkPosition: 'Contact us',
      ...anonymous,
    });
    expect((click as { linkDestinationUrl: string }).linkDestinationUrl).toMatch(
      /\/support\/chat$/,
    );
  });
});

test.describe('small business /smallbusiness/wireless', () => {
  test('smb wireless: business content, no fix-my-service, service choice', async ({ page }) => {
    await page.goto('/smallbusiness/wireless');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Support' }),
    ).toHaveAttribute('href', '/smallbusiness/support');
    const services = serviceChoice(page);
    await expect(services.getByRole('radio')).toHaveText(['Fixed Wireless', 'Internet Air']);
    await expect(services.getByRole('radio', { name: 'Fixed Wireless' })).toBeChecked();
    expect(await visibleH2s(page)).toEqual([
      'Check and fix your service',
      'Top solutions',
      'More helpful info',
      'Browse topics',
      'Search support',
      'Contact us',
      'All business services',
      'Service status',
      'Wireless customer support',
      'Wireless support FAQs',
    ]);
    await expect(page.getByText('Want personalized help?')).toHaveCount(0);
    // The fix-my-service card would point at a section this page does not have.
    const serviceCheck = page.locator('[data-link-position="Service check"]');
    await expect(serviceCheck.getByRole('heading', { level: 3 })).toHaveText([
      'Check an outage',
      'Device help',
    ]);
    await expect(
      page.getByRole('link', { name: 'Add a line to your business account' }),
    ).toBeVisible();
    await expect(region(page, 'Contact us')).toContainText('Our small business experts can help.');
    await expect(page.getByRole('heading', { name: 'Chat with a specialist' })).toHaveCount(0);
    await expect(page.getByText('Scheduled maintenance')).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Jump to a section' });
    await expect(bar.getByRole('link')).toHaveText([
      'Top solutions',
      'More helpful info',
      'Browse topics',
      'Contact us',
    ]);
    await expect(helpfulInfo(page).getByRole('tab', { name: 'Phones & devices' })).toBeVisible();
  });

  test('smb service choice (APG radio group): each radio names the blocks it shows, which keep their own names; Tab leaves the group; choosing one shows only its blocks', async ({
    page,
  }) => {
    await page.goto('/smallbusiness/wireless');
    const group = serviceChoice(page);
    const radios = group.getByRole('radio');
    await expect(radios).toHaveCount(2);
    // The per-service blocks are spread over the page between shared sections: no tabs pattern.
    await expect(page.getByRole('tablist', { name: 'Show support for' })).toHaveCount(0);
    await expect(page.locator('[data-service][role="tabpanel"]')).toHaveCount(0);
    const blockIds = new Map<string, string[]>();
    for (const radio of await radios.all()) {
      const radioId = (await radio.getAttribute('id')) ?? '';
      const ids = ((await radio.getAttribute('aria-controls')) ?? '').split(/\s+/).filter(Boolean);
      expect(ids.length, `${radioId} shows a block`).toBeGreaterThan(0);
      for (const id of ids) {
        // Unique ids: exactly one element answers to each, and it is a block of a service.
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
        await expect(page.locator(`#${id}`)).toHaveAttribute('data-service');
        await expect(page.locator(`#${id}`)).not.toHaveAttribute('aria-labelledby', radioId);
      }
      blockIds.set(radioId, ids);
    }
    const all = [...blockIds.values()].flat();
    expect(new Set(all).size).toBe(all.length);

    await islandReady(page, 'ServiceTabs');
    // Only the checked radio is in the Tab sequence: Tab from it leaves the group.
    const fixed = group.getByRole('radio', { name: 'Fixed Wireless' });
    const air = group.getByRole('radio', { name: 'Internet Air' });
    await fixed.focus();
    await page.keyboard.press('Tab');
    await expect(air).not.toBeFocused();
    await expect(fixed).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(fixed).toBeFocused();

    for (const radio of await radios.all()) {
      await radio.click();
      await expect(radio).toBeChecked();
      const mine = (await radio.getAttribute('id')) ?? '';
      for (const [owner, ids] of blockIds)
        for (const id of ids)
          if (owner === mine) await expect(page.locator(`#${id}`)).toBeVisible();
          else await expect(page.locator(`#${id}`)).toBeHidden();
      await expectNoAxeViolations(page);
    }
  });

  test('smb internet-air: choosing the service swaps helpful info, topics and internet services', async ({
    page,
  }) => {
    await page.goto('/smallbusiness/wireless');
    await islandReady(page, 'ServiceTabs');
    const fixed = serviceChoice(page).getByRole('radio', { name: 'Fixed Wireless' });
    await fixed.focus();
    await page.keyboard.press('ArrowRight');
    const air = serviceChoice(page).getByRole('radio', { name: 'Internet Air' });
    await expect(air).toBeChecked();
    await expect(air).toBeFocused();
    await expect(helpfulInfo(page).getByRole('tab', { name: 'Getting started' })).toBeVisible();
    await expect(
      helpfulInfo(page).getByRole('heading', { name: 'Set up Internet Air' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Internet Air for business' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Troubleshooting' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Business billing' })).toBeHidden();
    expect((await visibleH2s(page)).at(-1)).toBe('Internet Air for business');
    // The arrows wrap at the ends (APG radio group).
    await page.keyboard.press('ArrowRight');
    await expect(fixed).toBeChecked();
    await expect(fixed).toBeFocused();
    await expect(page.getByRole('link', { name: 'Business billing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Internet Air for business' })).toBeHidden();
  });
});

test.describe('feature flags', () => {
  test('browse topics are shown only with their flag', async ({ page, baseURL }) => {
    await applyScenario(baseURL, {
      flags: { 'svc-cfg-ixp-support-browsetopics-wireless-enable': 'false' },
    });
    await page.goto('/wireless');
    await expect(page.getByRole('heading', { name: 'Browse topics' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Jump to a section' }).getByRole('link'),
    ).toHaveCount(4);
  });

  test('the GenAI flag mounts the generative-AI widget instead of the classic search', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/wireless');
    await expect(
      page.getByRole('search').getByRole('searchbox', { name: 'Search wireless support' }),
    ).toBeVisible();
    await applyScenario(baseURL, {
      flags: { 'cfg-ixp-support-genai-search': 'internet,wireless' },
    });
    await page.goto('/wireless');
    const assistant = page.getByRole('searchbox', { name: 'Ask the virtual assistant' });
    await expect(assistant).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search wireless support' })).toHaveCount(0);
    await assistant.fill('unlock');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByRole('link', { name: 'Unlock your wireless phone' })).toBeVisible();
  });

  test('with the article-modal flag off, article links navigate', async ({ page, baseURL }) => {
    await applyScenario(baseURL, { flags: { 'cfg-ixp-wireless-article-modal-enable': 'false' } });
    await page.goto('/wireless');
    await page.getByRole('link', { name: 'Unlock your phone' }).click();
    await expect(page).toHaveURL(/\/support\/article\/wireless\/KM1008728$/);
  });

  test('the account lock alert shows on the first two helpful-info tabs when its flag is on', async ({
    page,
    baseURL,
  }) => {
    await applyScenario(baseURL, {
      flags: { 'svc-cfg-ixp-support-wireless-account-lock-enable': 'true' },
    });
    await page.goto('/wireless');
    const helpful = helpfulInfo(page);
    await hydrated(helpful.locator('astro-island[component-url*="HelpfulInfo"]'));
    const lock = helpful
      .getByRole('tabpanel')
      .getByText('Your account has a wireless lock. Learn how to unlock it.');
    await expect(lock).toBeVisible();
    await helpful.getByRole('tab', { name: 'Network & coverage' }).click();
    await expect(lock).toBeVisible();
    await helpful.getByRole('tab', { name: 'Billing & plans' }).click();
    await expect(lock).toBeHidden();
  });

  test('the account lock alert is on no helpful-info tab when its flag is off', async ({
    page,
    baseURL,
  }) => {
    await applyScenario(baseURL, {
      flags: { 'svc-cfg-ixp-support-wireless-account-lock-enable': 'false' },
    });
    await page.goto('/wireless');
    const helpful = helpfulInfo(page);
    await hydrated(helpful.locator('astro-island[component-url*="HelpfulInfo"]'));
    const lock = helpful.getByText('Your account has a wireless lock. Learn how to unlock it.');
    await expect(helpful.getByRole('tabpanel')).toBeVisible();
    await expect(lock).toHaveCount(0);
    await helpful.getByRole('tab', { name: 'Network & coverage' }).click();
    await expect(helpful.getByRole('tabpanel')).toBeVisible();
    await expect(lock).toHaveCount(0);
  });
});

test.describe('article drawer', () => {
  const cases = [
    {
      style: 'top solutions card',
      open: (page: Page) =>
        page
          .locator('[data-link-position="Top solutions"]')
          .getByRole('link', { name: 'Unlock your phone' }),
      src: '/support/article-modal/wireless/KM1008728',
      frameHeading: 'Unlock your wireless phone',
    },
    {
      style: 'helpful-info link',
      open: (page: Page) => helpfulInfo(page).getByRole('link', { name: 'Activate a new phone' }),
      src: '/support/article-modal/wireless/KM1045112',
      frameHeading: 'Support article KM1045112',
    },
    {
      style: 'alert banner link',
      open: (page: Page) => page.getByRole('link', { name: 'Learn how to protect yourself' }),
      src: '/support/article-modal/wireless/KM1290001',
      frameHeading: 'Support article KM1290001',
    },
  ];

  for (const c of cases) {
    test(`opens from a ${c.style} and closes`, async ({ page }) => {
      await page.goto('/wireless');
      await page.waitForLoadState('networkidle');
      // The drawer's island loads with the first article click, not before; that click is held
      // and replayed to it.
      await expect(drawerIsland(page)).toHaveAttribute('ssr', '');
      const link = c.open(page);
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      const drawer = page.getByRole('dialog', { name });
      await expect(drawer).toBeVisible();
      await expect(page).toHaveURL(/\/wireless$/);
      const frame = drawer.locator('iframe');
      await expect(frame).toHaveAttribute('src', c.src);
      await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
        c.frameHeading,
      );
      await expect(drawer.getByRole('status')).toHaveCount(0);
      const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
      expect(Math.abs(height - (await page.evaluate(() => window.innerHeight)) * 0.9)).toBeLessThan(
        2,
      );
      await drawer.getByRole('button', { name: 'Close article' }).click();
      await expect(drawer).toBeHidden();
      await expect(link).toBeFocused();
    });
  }

  test('opens from a classic search result', async ({ page }) => {
    await page.goto('/wireless');
    await hydrated(page.locator('astro-island[component-url*="KnowledgeSearch"]'));
    await page.getByRole('searchbox', { name: 'Search wireless support' }).fill('unlock');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 result for “unlock”')).toBeVisible();
    await page
      .locator('[data-link-position="Search results"]')
      .getByRole('link', { name: 'Unlock your wireless phone' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Unlock your wireless phone' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('axe finds no violations with the drawer open', async ({ page }) => {
    await page.goto('/wireless');
    await page.getByRole('link', { name: 'Unlock your phone' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('helpful-info caps', () => {
  // The caps (6 tabs, 3 sections, 4 links, 2 buttons, the placeholder image) are the view's
  // rule, tabled in src/components/landing/helpful-info.test.ts with the same 8/5/6/3 input.
  test('a single tab renders without the tab bar', async ({ page, baseURL }) => {
    const restore = await editContent('wireless-support', (json) => {
      const block = (
        json['cms-feed'] as { components: { default: Record<string, { tabs: unknown[] }> } }
      ).components.default;
      const helpful = block['helpfulInfoWireless'];
      if (helpful) helpful.tabs = helpful.tabs.slice(0, 1);
    });
    try {
      await publishAll(baseURL ?? '');
      await page.goto('/wireless');
      await expect(helpfulInfo(page).getByRole('tablist')).toHaveCount(0);
      await expect(
        helpfulInfo(page).getByRole('heading', { name: 'Set up your new phone' }),
      ).toBeVisible();
    } finally {
      await restore();
      await publishAll(baseURL ?? '');
    }
  });
});

test.describe('outage status', () => {
  const states = [
    { outage: 'issue' as const, status: '1', text: 'Service interruption in your area' },
    { outage: 'maintenance' as const, status: '1', text: 'Planned network maintenance' },
    { outage: 'none' as const, status: '0', text: 'No wireless outages are reported right now.' },
    { outage: 'unknown' as const, status: '2', text: "We can't check for outages right now." },
  ];
  for (const state of states) {
    test(`${state.outage} gives status ${state.status}`, async ({ page, baseURL }) => {
      await applyScenario(baseURL, { outage: state.outage });
      await page.goto('/wireless');
      const section = region(page, 'Service status');
      await expect(section).toHaveAttribute('data-outage-status', state.status);
      await expect(section.getByText(state.text)).toBeVisible();
    });
  }
});

test.describe('the header panel', () => {
  // A streamed page may paint before the hero's <picture> (after the copy in the HTML) has
  // arrived: the heading must already stand where it will stay.
  for (const width of [1366, 900]) {
    test(`at ${width} px the heading stands where it will stay before the hero arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/wireless');
      const heading = page.getByRole('heading', { level: 1, name: 'Wireless support' });
      const top = () => heading.evaluate((el) => el.getBoundingClientRect().top);
      const withHero = await top();
      await headerPanel(page)
        .locator('picture')
        .evaluate((picture) => picture.remove());
      expect(await top()).toBe(withHero);
    });
  }
});

test.describe('accessibility', () => {
  test('axe and HTML_CodeSniffer: /wireless and another helpful-info tab', async ({ page }) => {
    await page.goto('/wireless');
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
    await hydrated(helpfulInfo(page).locator('astro-island[component-url*="HelpfulInfo"]'));
    await helpfulInfo(page).getByRole('tab', { name: 'Billing & plans' }).click();
    await expect(
      helpfulInfo(page).getByRole('heading', { name: 'Understand your bill' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
  });

  test('axe and HTML_CodeSniffer: /smallbusiness/wireless with each service chosen', async ({
    page,
  }) => {
    await page.goto('/smallbusiness/wireless');
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
    await islandReady(page, 'ServiceTabs');
    await serviceChoice(page).getByRole('radio', { name: 'Internet Air' }).click();
    await expect(page.getByRole('heading', { name: 'Internet Air for business' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
  });

  test("the HTML_CodeSniffer check fails on a planted error, under the page's Content-Security-Policy", async ({
    page,
  }) => {
    await page.goto('/wireless');
    expect(await htmlcsErrors(page)).toEqual([]);
    // An image without a text alternative (WCAG 1.1.1, technique H37) and a form without a submit
    // button (3.2.2, H32): errors in HTML_CodeSniffer's WCAG2AA standard.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.id = 'planted-image';
      image.src = '/favicon.svg';
      const form = document.createElement('form');
      form.id = 'planted-form';
      form.innerHTML = '<label>Planted <input name="q"></label>';
      document.querySelector('main')?.append(image, form);
    });
    const errors = await htmlcsErrors(page);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37',
          selector: '#planted-image',
        }),
        expect.objectContaining({
          code: 'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
          selector: '#planted-form',
        }),
      ]),
    );
    await expect(expectNoHtmlcsErrors(page)).rejects.toThrow(/H37[\s\S]*#planted-image/);
    // What is excluded is left out.
    expect(await htmlcsErrors(page, { exclude: ['#planted-image', '#planted-form'] })).toEqual([]);
  });
});

test.describe('small-business service switch', () => {
  const searchBox = (page: Page) =>
    page.getByRole('search').getByRole('searchbox', { name: 'Search wireless support' });

  /** Searches with the classic search and returns the `tags` the request carried. */
  async function searchTags(page: Page, query: string): Promise<string | null> {
    await searchBox(page).fill(query);
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/kmservices/v2/search',
    );
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`for “${query}”`)).toBeVisible();
    return new URL((await request).url()).searchParams.get('tags');
  }

  test("the classic search asks with the chosen service's tag", async ({ page }) => {
    await page.goto('/smallbusiness/wireless');
    await islandReady(page, 'ServiceTabs');
    await hydrated(page.locator('astro-island[component-url*="KnowledgeSearch"]'));
    expect(await searchTags(page, 'unlock')).toBe('smb-wireless');
    await serviceChoice(page).getByRole('radio', { name: 'Internet Air' }).click();
    await expect(page.getByRole('heading', { name: 'Internet Air for business' })).toBeVisible();
    expect(await searchTags(page, 'router')).toBe('smb-internet-air');
    await serviceChoice(page).getByRole('radio', { name: 'Fixed Wireless' }).click();
    expect(await searchTags(page, 'phone')).toBe('smb-wireless');
  });

  test('a signed-in Internet Air visitor lands on Internet Air, and the search asks with its tag', async ({
    page,
  }) => {
    await page.goto(`/acctmgmt/signin?final_url=${encodeURIComponent('/smallbusiness/wireless')}`);
    await page
      .getByRole('button', { name: 'Small business, Internet Air active', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/smallbusiness/wireless');
    await expect(serviceChoice(page).getByRole('radio', { name: 'Internet Air' })).toBeChecked();
    await hydrated(page.locator('astro-island[component-url*="KnowledgeSearch"]'));
    expect(await searchTags(page, 'router')).toBe('smb-internet-air');
  });
});
