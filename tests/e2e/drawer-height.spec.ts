/**
 * The article drawer's height (spec §9: drawer frame height 90vh), measured where it differs from
 * the library's drawer sizes: on a phone, where every drawer is a bottom sheet, and on a desktop.
 */
import { expect, test, type Page } from '../support/test.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';

test.describe('drawer height', () => {
  test.beforeEach(async ({ baseURL }) => {
    await sandbox.reset();
    await publishAll(baseURL ?? '');
  });

  /** Opens the top solutions' 'Unlock your phone' article and waits for its frame to load. */
  async function openArticle(page: Page) {
    await page.goto('/wireless');
    await page.getByRole('link', { name: 'Unlock your phone' }).click();
    const drawer = page.getByRole('dialog', { name: 'Unlock your phone' });
    await expect(drawer).toBeVisible();
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    // The sheet slides in (0.5 s): measure where it comes to rest.
    await expect
      .poll(() => drawer.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeCloseTo(page.viewportSize()?.height ?? 0, 0);
    return drawer;
  }

  const box = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const { top, bottom, height } = el.getBoundingClientRect();
      return { top, bottom, height };
    });

  test('on a phone: the sheet is 90% of the screen, the article frame wholly inside it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openArticle(page);
    const sheet = await box(page, '[role="dialog"]');
    expect(sheet.height).toBeCloseTo(844 * 0.9, 0);
    expect(sheet.bottom).toBeCloseTo(844, 0);
    // The frame is the sheet's one scroll: nothing of it lies below the sheet.
    const frame = await box(page, '[role="dialog"] iframe');
    expect(frame.top).toBeGreaterThan(sheet.top);
    expect(frame.bottom).toBeLessThanOrEqual(sheet.bottom + 0.5);
    expect(frame.height).toBeGreaterThan(sheet.height * 0.75);
  });

  test('on a desktop: the right-side drawer frames the article 90% of the screen high', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openArticle(page);
    const frame = await box(page, '[role="dialog"] iframe');
    expect(frame.height).toBeCloseTo(800 * 0.9, 0);
  });
});
