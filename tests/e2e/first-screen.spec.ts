/**
 * The landing pages' first response carries only the first screen's CSS; the sections below it
 * style from one cached sheet linked where the first screen ends (build/below-fold-styles.mjs).
 * Held back, that sheet must not delay the first paint, and what it styles must arrive styled:
 * nothing flashes and nothing shifts, on a throttled phone and on a desktop. And on every kind of
 * page, every class the markup uses has its rules, wherever they come from.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';
import { SHORT_CLASS_NAME_PATTERN } from '../../build/short-class-names.mjs';

const LANDING_PAGES = [
  '/wireless',
  '/smallbusiness/wireless',
  '/es/wireless',
  '/es/smallbusiness/wireless',
];
const BELOW_FOLD_SHEET = '**/_astro/below-fold.*.css';

/** Holds the below-the-fold sheet until `release` is called. */
async function holdSheet(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {};
  let requested = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(BELOW_FOLD_SHEET, async (route: Route) => {
    requested();
    await held;
    await route.continue();
  });
  return { release, requested: asked };
}

const firstPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

for (const profile of [
  { name: 'a throttled phone', viewport: { width: 390, height: 844 }, cpu: 4 },
  { name: 'a desktop', viewport: { width: 1366, height: 768 }, cpu: 1 },
]) {
  test.describe(`on ${profile.name}`, () => {
    test.use({ viewport: profile.viewport });

    for (const path of LANDING_PAGES) {
      test(`${path}: the first screen paints while the sheet below it loads, and nothing shifts when it arrives`, async ({
        page,
      }) => {
        await watchLayoutShifts(page);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
        const sheet = await holdSheet(page);
        await page.goto(path, { waitUntil: 'commit' });
        await sheet.requested;

        // Held: the page's heading has painted, and what the sheet styles is not there yet.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => firstPaint(page)).not.toBeNull();
        await expect(page.locator('#outage-heading')).toHaveCount(0);

        sheet.release();
        await page.waitForLoadState('load');
        await expect(page.locator('#outage-heading')).toBeVisible();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        // The tabs of "More helpful info" draw as tabs (the sheet's rules), not as bare buttons.
        const selectedTab = page.getByRole('tab', { selected: true }).first();
        await expect(selectedTab).toHaveCSS('border-top-style', 'none');
        const { total, shifts } = await layoutShifts(page);
        expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
      });
    }
  });
}

/**
 * The build's CSS-module classes the page's markup uses that no rule of the page names, and how
 * many it uses (a check that found none to look at proves nothing).
 */
const unstyledClasses = (page: Page) =>
  page.evaluate((pattern) => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets])
      collect(sheet.cssRules);
    const text = selectors.join('\n');
    const shortName = new RegExp(pattern);
    const used = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((name) => shortName.test(name)),
      ),
    );
    return { used: used.size, unstyled: [...used].filter((name) => !text.includes(`.${name}`)) };
  }, SHORT_CLASS_NAME_PATTERN);

async function expectEveryClassStyled(page: Page, path: string): Promise<void> {
  const { used, unstyled } = await unstyledClasses(page);
  expect(used, `CSS-module classes found on ${path}`).toBeGreaterThan(0);
  expect(unstyled, `classes with no rule on ${path}`).toEqual([]);
}

test.describe('every class a page uses has its rules', () => {
  for (const path of [
    ...LANDING_PAGES,
    '/gallery',
    '/support/videos/9100003',
    '/es/support/videos/5001039',
    '/offline',
  ]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      await expectEveryClassStyled(page, path);
    });
  }
});

test.describe('the server HTML is styled before any island runs', () => {
  // An island's `?lazy` styles arrive with its code, so after hydration every class has its rules
  // whether or not the route carried them; without script, only the route's own CSS counts (the
  // small-business routes must carry the server-rendered service tabs' rules themselves).
  test.use({ javaScriptEnabled: false });
  for (const path of LANDING_PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      await expectEveryClassStyled(page, path);
    });
  }
});
