import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoHtmlcsErrors, TAB_HIGHLIGHT_CONTRAST } from '../support/html-codesniffer.ts';
import { framesRendered, hydrated, motionSettled } from '../support/islands.ts';

/**
 * Keyboard and ARIA behaviour of the shared components on /gallery, written from the WAI-ARIA
 * Authoring Practices patterns (tabs, accordion, disclosure, dialog, tooltip), plus axe scans.
 */

/** Brings every client:visible island to life, for page-wide checks. */
async function hydrateAll(page: Page) {
  const pending = page.locator('astro-island[ssr]');
  await expect(async () => {
    // Islands are display: contents, so scroll their first rendered child into view.
    await page.evaluate(async () => {
      for (const island of Array.from(document.querySelectorAll('astro-island[ssr]'))) {
        island.firstElementChild?.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(
      await pending.evaluateAll((els) => els.map((el) => el.getAttribute('component-url'))),
    ).toEqual([]);
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

const idRef = async (locator: Locator, attribute: string) =>
  `#${await locator.getAttribute(attribute)}`;

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/gallery');
  expect(response?.status()).toBe(200);
});

test.describe('gallery page', () => {
  test('is an internal, noindex page with the component gallery heading', async ({ page }) => {
    await expect(page).toHaveTitle('Component gallery');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
  });
});

test.describe('tabs (APG tabs pattern)', () => {
  const tablist = (page: Page) => page.getByRole('tablist', { name: 'Help topics', exact: true });

  test('tablist, tabs and panels carry the roles and relationships', async ({ page }) => {
    const list = await hydrated(tablist(page));
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveText(['Billing', 'Devices', 'Network']);
    for (const tab of await tabs.all()) {
      const panel = page.locator(await idRef(tab, 'aria-controls'));
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
    }
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(await idRef(tabs.nth(0), 'aria-controls'))).toBeVisible();
    await expect(page.locator(await idRef(tabs.nth(1), 'aria-controls'))).toBeHidden();
  });

  test('roving tabindex: only the active tab is in the Tab sequence; Tab leaves to its panel', async ({
    page,
  }) => {
    const list = await hydrated(tablist(page));
    const tab = (name: string) => list.getByRole('tab', { name });
    await expect(tab('Billing')).toHaveAttribute('tabindex', '0');
    await expect(tab('Devices')).toHaveAttribute('tabindex', '-1');
    await expect(tab('Network')).toHaveAttribute('tabindex', '-1');
    await tab('Devices').click();
    await expect(tab('Devices')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(await idRef(tab('Devices'), 'aria-controls'))).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab('Devices')).toBeFocused();
    // One more Shift+Tab leaves the tablist: Billing (tabindex -1 now) is skipped.
    await page.keyboard.press('Shift+Tab');
    await expect(tab('Billing')).not.toBeFocused();
    expect(await list.evaluate((node) => node.contains(document.activeElement))).toBe(false);
  });

  test('ArrowRight / ArrowLeft activate and focus without wrapping; Home and End jump', async ({
    page,
  }) => {
    const list = await hydrated(tablist(page));
    const tab = (name: string) => list.getByRole('tab', { name });
    const status = page.getByTestId('tabs-selected');
    await tab('Billing').focus();

    await page.keyboard.press('ArrowLeft');
    await expect(tab('Billing')).toBeFocused();
    await expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    await expect(status).toHaveText('No tab chosen yet.');

    await page.keyboard.press('ArrowRight');
    await expect(tab('Devices')).toBeFocused();
    await expect(tab('Devices')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Devices')).toHaveAttribute('tabindex', '0');
    await expect(tab('Billing')).toHaveAttribute('tabindex', '-1');
    await expect(page.locator(await idRef(tab('Devices'), 'aria-controls'))).toBeVisible();
    await expect(status).toHaveText('onSelect called with index 1.');

    await page.keyboard.press('End');
    await expect(tab('Network')).toBeFocused();
    await expect(status).toHaveText('onSelect called with index 2.');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Network')).toBeFocused();
    await expect(tab('Network')).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Home');
    await expect(tab('Billing')).toBeFocused();
    await expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    await expect(status).toHaveText('onSelect called with index 0.');

    await page.keyboard.press('ArrowLeft');
    await expect(tab('Devices')).toHaveAttribute('aria-selected', 'false');
  });

  test('the previous panel slides out and is hidden after 0.5 s', async ({ page }) => {
    const list = await hydrated(tablist(page));
    const billingPanel = page.locator(
      await idRef(list.getByRole('tab', { name: 'Billing' }), 'aria-controls'),
    );
    // Record the panel's attribute changes in the page, so a slow test runner cannot miss them.
    await billingPanel.evaluate((panel) => {
      const seen: Array<{ at: number; motion: string | null; hidden: boolean }> = [];
      (window as unknown as { panelLog: typeof seen }).panelLog = seen;
      new MutationObserver(() =>
        seen.push({
          at: performance.now(),
          motion: panel.getAttribute('data-motion'),
          hidden: panel.hasAttribute('hidden'),
        }),
      ).observe(panel, { attributes: true, attributeFilter: ['data-motion', 'hidden'] });
    });
    await list.getByRole('tab', { name: 'Network' }).click();
    await expect(billingPanel).toBeHidden({ timeout: 1500 });
    const log = await page.evaluate(
      () =>
        (
          window as unknown as {
            panelLog: Array<{ at: number; motion: string | null; hidden: boolean }>;
          }
        ).panelLog,
    );
    const leaving = log.find((entry) => entry.motion === 'leave-next' && !entry.hidden);
    const hidden = log.find((entry) => entry.hidden);
    expect(leaving).toBeDefined();
    expect(hidden!.at - leaving!.at).toBeGreaterThanOrEqual(450);
    await expect(
      page.locator(await idRef(list.getByRole('tab', { name: 'Network' }), 'aria-controls')),
    ).toBeVisible();
  });
});

test.describe('tabs: a row that overflows (decision 43.8)', () => {
  // At 390 px the gallery's 8-of-12-columns bar leaves a window narrower than one tab.
  test.use({ viewport: { width: 768, height: 800 } });

  test('the arrow keys bring each tab into view and the highlight follows; the arrows are pointer aids only', async ({
    page,
  }) => {
    const list = await hydrated(page.getByRole('tablist', { name: 'All help topics' }));
    const scroller = list.locator('xpath=..');
    const bar = scroller.locator('xpath=..');
    // Hidden from assistive technology: a pointer finds them by their chevrons beside the list.
    const previous = bar.locator(':scope > button:has(path[d^="M10"])');
    const next = bar.locator(':scope > button:has(path[d^="M6"])');
    const tab = (name: string) => list.getByRole('tab', { name });
    /** Whether the tab is wholly inside the list's visible window. */
    const shown = (name: string) =>
      tab(name).evaluate((element) => {
        const window = (
          element.closest('[role="tablist"]')?.parentElement as HTMLElement
        ).getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= window.left - 1 && box.right <= window.right + 1;
      });
    const highlightUnder = (name: string) =>
      list.evaluate((element, label) => {
        const highlight = element.querySelector(':scope > [aria-hidden="true"]');
        const target = Array.from(element.querySelectorAll('[role="tab"]')).find(
          (node) => node.textContent === label,
        );
        if (!highlight || !target) return false;
        const a = highlight.getBoundingClientRect();
        const b = target.getBoundingClientRect();
        return Math.abs(a.left - b.left) < 2 && Math.abs(a.width - b.width) < 2;
      }, name);

    await expect(next).toBeVisible();
    expect(await shown('Security')).toBe(false);

    await tab('Billing').focus();
    await page.keyboard.press('End');
    await expect(tab('Security')).toBeFocused();
    await expect.poll(() => shown('Security')).toBe(true);
    await expect.poll(() => highlightUnder('Security')).toBe(true);
    await expect(previous).toBeVisible();
    await expect(next).toHaveCount(0);

    await page.keyboard.press('Home');
    await expect.poll(() => shown('Billing')).toBe(true);
    await expect.poll(() => highlightUnder('Billing')).toBe(true);
    await expect(next).toBeVisible();

    // A pointer press scrolls the row and leaves focus on the tab.
    await next.click();
    await expect(previous).toBeVisible();
    await expect(tab('Billing')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('aria-hidden', 'true');
  });
});

test.describe('tabs: what the presentational props look like (the gallery presets)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** What a sighted visitor sees of one tab set, read from the browser's layout and styles. */
  const looks = (list: Locator) =>
    list.evaluate((element) => {
      const tabs = Array.from(element.querySelectorAll<HTMLElement>('[role="tab"]'));
      const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
      const other = tabs.find((tab) => tab !== selected);
      const highlight = element.querySelector<HTMLElement>(':scope > [aria-hidden="true"]');
      const bar = element.parentElement?.parentElement as HTMLElement;
      const root = bar.parentElement as HTMLElement;
      const panel = root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
      const style = (node: Element | null | undefined) => (node ? getComputedStyle(node) : null);
      const box = (node: Element) => node.getBoundingClientRect();
      const inner = box(element);
      return {
        highlight: style(highlight)?.backgroundColor,
        selectedText: style(selected)?.color,
        otherText: style(other)?.color,
        tabHeight: Math.round(box(tabs[0] as Element).height),
        barBackground: style(bar)?.backgroundColor,
        barMarginBottom: style(bar)?.marginBottom,
        barPadding: style(bar)?.paddingLeft,
        barShare: Math.round((box(bar).width / box(root).width) * 12),
        spaceLeft: Math.round(box(tabs[0] as Element).left - inner.left),
        spaceRight: Math.round(inner.right - box(tabs.at(-1) as Element).right),
        // The content theme paints the panels' area.
        panelBackground: style(panel?.parentElement)?.backgroundColor,
        panelText: style(panel)?.color,
      };
    });

  const COBALT_800 = 'rgb(29, 35, 41)';
  const BLUE_000 = 'rgb(230, 246, 252)';
  const WHITE = 'rgb(255, 255, 255)';
  const GRAY_100 = 'rgb(243, 244, 246)';
  const CLEAR = 'rgba(0, 0, 0, 0)';

  test('size, alignment, colours, transparency, on dark, content theme and spacing show as the props ask', async ({
    page,
  }) => {
    const preset = async (name: string) => {
      const list = await hydrated(page.getByRole('tablist', { name, exact: true }));
      await expect(list.locator(':scope > [aria-hidden="true"]')).toBeAttached();
      await motionSettled(list);
      return looks(list);
    };

    const main = await preset('Help topics');
    expect(main).toMatchObject({
      highlight: COBALT_800,
      selectedText: WHITE,
      barBackground: WHITE,
      tabHeight: 48,
      barMarginBottom: '64px',
    });
    // Centred: the row's free space is split evenly on both sides.
    expect(Math.abs(main.spaceLeft - main.spaceRight)).toBeLessThanOrEqual(1);
    expect(main.spaceLeft).toBeGreaterThan(100);

    const small = await preset('Help topics, small');
    expect(small).toMatchObject({
      tabHeight: 36,
      barBackground: GRAY_100,
      panelBackground: GRAY_100,
      // Small tabs keep 24 px under the bar; tight spacing halves it.
      barMarginBottom: '12px',
    });
    expect(small.spaceLeft).toBeLessThan(8);
    expect(small.spaceRight).toBeGreaterThan(100);

    const right = await preset('Help topics, right aligned');
    expect(right).toMatchObject({ highlight: BLUE_000, selectedText: COBALT_800 });
    expect(right.spaceRight).toBeLessThan(8);
    expect(right.spaceLeft).toBeGreaterThan(100);

    const dark = await preset('Help topics on dark');
    expect(dark).toMatchObject({
      highlight: WHITE,
      selectedText: COBALT_800,
      otherText: WHITE,
      barBackground: CLEAR,
      panelBackground: COBALT_800,
      panelText: WHITE,
    });

    const overflow = await preset('All help topics');
    expect(overflow).toMatchObject({ barShare: 8, barPadding: '16px' });
  });
});

test.describe('accordion (APG accordion pattern)', () => {
  const faq = (page: Page) => page.getByRole('region', { name: 'SIM card FAQs' });

  test('headers are buttons in headings that control labelled regions', async ({ page }) => {
    const section = await hydrated(faq(page));
    const header = section.getByRole('button', { name: 'How do I activate my SIM card?' });
    await expect(
      section.getByRole('heading', { name: 'How do I activate my SIM card?' }),
    ).toBeVisible();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(await idRef(header, 'aria-controls'));
    await expect(panel).toBeHidden();
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(panel).toHaveAttribute('aria-labelledby', (await header.getAttribute('id')) ?? '');
    await expect(section.getByRole('button', { name: 'What is an eSIM?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('Enter and Space toggle the focused header; Tab skips closed panels', async ({ page }) => {
    const section = await hydrated(faq(page));
    const first = section.getByRole('button', { name: 'How do I activate my SIM card?' });
    const second = section.getByRole('button', { name: 'What is an eSIM?' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'How do I activate my SIM card?' }),
    ).toContainText('Activation usually takes');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'How do I activate my SIM card?' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(
      section.getByRole('button', { name: 'Where do I find my SIM card number (ICCID)?' }),
    ).toBeFocused();
  });

  test('Expand all opens every item and becomes Collapse all', async ({ page }) => {
    const section = await hydrated(faq(page));
    const control = section.getByRole('button', { name: 'Expand all' });
    await control.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Collapse all' })).toBeFocused();
    for (const header of await section.locator('h5 button').all()) {
      await expect(header).toHaveAttribute('aria-expanded', 'true');
    }
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Expand all' })).toBeVisible();
    for (const header of await section.locator('h5 button').all()) {
      await expect(header).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

test.describe('disclosure (APG disclosure pattern): View more / View less', () => {
  test('the button reports aria-expanded, controls the list and toggles with Enter and Space', async ({
    page,
  }) => {
    const section = await hydrated(page.getByRole('region', { name: 'SIM card FAQs' }));
    // One locator across both labels: the name changes with the state.
    const more = section.getByRole('button', { name: /^View (more|less)$/ });
    await expect(more).toHaveText('View more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(await idRef(more, 'aria-controls'));
    await expect(list.locator('h5')).toHaveCount(3);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveText('View less');
    await expect(list.locator('h5')).toHaveCount(5);
    await expect(more).toBeFocused();
    await page.keyboard.press('Space');
    await expect(more).toHaveText('View more');
    await expect(list.locator('h5')).toHaveCount(3);
  });
});

test.describe('drawer (APG modal dialog pattern)', () => {
  test('opens from the keyboard as a labelled modal dialog, traps Tab, closes on Escape and returns focus', async ({
    page,
  }) => {
    const opener = await hydrated(page.getByRole('button', { name: 'Open right drawer (small)' }));
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'SIM card help' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-state', 'open');

    const close = dialog.getByRole('button', { name: 'Close' });
    const firstLink = dialog.getByRole('link', { name: 'Order a replacement SIM' });
    const lastLink = dialog.getByRole('link', { name: 'Activate a SIM' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(lastLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(lastLink).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByText('Close handler called 1 time(s).')).toBeVisible();
  });

  test('closes on an outside click and with its close button', async ({ page }) => {
    const opener = await hydrated(page.getByRole('button', { name: 'Open left drawer (medium)' }));
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Your account menu' });
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-state', 'open');
    await page.mouse.click(1200, 400);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an action-required drawer ignores Escape and outside clicks', async ({ page }) => {
    const opener = await hydrated(
      page.getByRole('button', { name: 'Open action-required drawer' }),
    );
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your address' });
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await page.mouse.click(40, 400);
    await framesRendered(page);
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a button modal is a dialog too: focus inside, Escape closes, focus returns', async ({
    page,
  }) => {
    const opener = await hydrated(page.getByRole('button', { name: 'See covered countries' }));
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', {
      name: 'Countries covered by International Day Pass',
    });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('tooltip (APG tooltip pattern)', () => {
  const trigger = (page: Page) => page.getByRole('button', { name: 'About the activation fee' });

  test('the button is described by a role=tooltip element that is hidden until opened', async ({
    page,
  }) => {
    const button = await hydrated(trigger(page));
    const tip = page.locator(await idRef(button, 'aria-describedby'));
    await expect(tip).toHaveAttribute('role', 'tooltip');
    await expect(tip).toBeHidden();
    await expect(button).toHaveAccessibleDescription(
      'A one-time $35 fee applies when you add a new line.',
    );
  });

  test('Enter and Space open it, Escape closes it, and moving focus away closes it', async ({
    page,
  }) => {
    const button = await hydrated(trigger(page));
    const tip = page.getByRole('tooltip', {
      name: 'A one-time $35 fee applies when you add a new line.',
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('hover opens it, leaving closes it; a click pins it until clicked again or clicked outside', async ({
    page,
  }) => {
    const button = await hydrated(trigger(page));
    const tip = page.getByRole('tooltip', {
      name: 'A one-time $35 fee applies when you add a new line.',
    });
    await button.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(tip).toBeHidden();
    await button.click();
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(tip).toBeVisible();
    await button.click();
    await expect(tip).toBeHidden();
    await button.click();
    await page.getByRole('heading', { name: 'Tooltip', exact: true }).click();
    await expect(tip).toBeHidden();
  });

  test('a pinned tooltip survives a nudge of a few pixels and closes when scrolling carries it away', async ({
    page,
  }) => {
    const button = await hydrated(trigger(page));
    const tip = page.getByRole('tooltip', {
      name: 'A one-time $35 fee applies when you add a new line.',
    });
    await button.click();
    await expect(tip).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 3));
    await framesRendered(page);
    await expect(tip).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(tip).toBeHidden();
  });

  test('the box stays 32 px inside a wide viewport and at most 320 px wide', async ({ page }) => {
    const button = await hydrated(trigger(page));
    await button.click();
    const box = await page.getByRole('tooltip').first().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(32);
    expect(box!.width).toBeLessThanOrEqual(320);
  });

  test('a click pushes Link_Click', async ({ page }) => {
    const button = await hydrated(trigger(page));
    await button.click();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'Link_Click'),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'Link_Click',
        action: 'linkClick',
        linkName: 'About the activation fee',
        linkPosition: 'Body',
      }),
    );
  });
});

test.describe('static links report Link_Click', () => {
  const linkClicks = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'Link_Click'),
    );

  test('a click on a static Link.astro link pushes one Link_Click; a React link still pushes its own once', async ({
    page,
  }) => {
    // Keep the page (and its dataLayer) after the click: the window sees the click last.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }),
    );
    const links = page.locator('#links');
    const staticLink = links.getByRole('link', { name: /^Set up eSIM/ });
    await expect(staticLink.locator('xpath=ancestor::astro-island')).toHaveCount(0);
    await staticLink.click();
    await expect
      .poll(() => linkClicks(page))
      .toEqual([
        expect.objectContaining({
          event: 'Link_Click',
          action: 'linkClick',
          linkDestinationUrl: '/support/esim',
          linkName: 'Set up eSIM',
          linkPosition: 'Body',
        }),
      ]);

    const badge = links.getByRole('link', { name: /Download on the App Store/ }).first();
    await badge.click();
    await expect
      .poll(async () => (await linkClicks(page)).at(-1))
      .toEqual(expect.objectContaining({ linkName: 'Download on the App Store' }));

    // A React link reports itself, and only once (the static listener leaves it alone).
    const reactLink = await hydrated(links.getByRole('link', { name: /^Coverage map/ }));
    await reactLink.click();
    await expect
      .poll(async () =>
        (await linkClicks(page)).filter(
          (e) =>
            (e as { linkDestinationUrl?: string }).linkDestinationUrl ===
            'https://example.com/coverage',
        ),
      )
      .toHaveLength(1);
    await framesRendered(page);
    expect(await linkClicks(page)).toHaveLength(3);
  });
});

test.describe('static components ship no JavaScript', () => {
  test('breadcrumbs, cards, badges, text and rich text are outside islands; rich text is sanitised', async ({
    page,
  }) => {
    for (const name of [
      'Breadcrumb (header example)',
      'Breadcrumb (standalone example)',
      'Breadcrumb (footer)',
    ]) {
      const nav = page.getByRole('navigation', { name });
      await expect(nav.getByRole('link', { name: 'SIM cards' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('xpath=ancestor::astro-island')).toHaveCount(0);
    }
    await expect(
      page.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveCount(2);
    const rich = page.getByRole('region', { name: 'Rich text' });
    await expect(rich.locator('script, iframe, [onerror]')).toHaveCount(0);
    await expect(rich.locator('a[href^="javascript:"]')).toHaveCount(0);
  });
});

test.describe('axe and HTML_CodeSniffer', () => {
  test('the gallery in its default state', async ({ page }) => {
    await hydrateAll(page);
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
  });

  test('every in-page link names an element on the page, in tab panels and the drawer too', async ({
    page,
  }) => {
    await hydrateAll(page);
    const missingTargets = (scope: Page | Locator) =>
      scope
        .locator('a[href^="#"]')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => document.getElementById(decodeURIComponent(href.slice(1))) === null),
        );
    expect(await missingTargets(page)).toEqual([]);
    // The right-aligned demo renders only its active panel: show each one.
    const rightAligned = page.getByRole('tablist', { name: 'Help topics, right aligned' });
    for (const tab of await rightAligned.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(await missingTargets(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Open right drawer (small)' }).click();
    const dialog = page.getByRole('dialog', { name: 'SIM card help' });
    await expect(dialog).toBeVisible();
    expect(await missingTargets(dialog)).toEqual([]);
  });

  test('with the accordion expanded', async ({ page }) => {
    await hydrateAll(page);
    const section = page.getByRole('region', { name: 'SIM card FAQs' });
    await section.getByRole('button', { name: 'View more' }).click();
    await section.getByRole('button', { name: 'Expand all' }).click();
    await expect(section.getByRole('button', { name: 'Collapse all' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
  });

  test('with a drawer open', async ({ page }) => {
    await hydrateAll(page);
    await page.getByRole('button', { name: 'Open right drawer (small)' }).click();
    const dialog = page.getByRole('dialog', { name: 'SIM card help' });
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-state', 'open');
    // axe judges colour contrast: let the slide-in and the backdrop's fade finish first.
    await motionSettled(dialog.locator('xpath=..'));
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
  });

  test('with a tooltip open', async ({ page }) => {
    await hydrateAll(page);
    const button = page.getByRole('button', { name: 'About the activation fee' });
    await button.click();
    await expect(
      page.getByRole('tooltip', { name: 'A one-time $35 fee applies when you add a new line.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
  });
});
