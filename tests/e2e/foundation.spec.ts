import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/islands.ts';

test.describe('the /wireless page shell', () => {
  test('serves the breadcrumbs, heading and page metadata', async ({ page }) => {
    const response = await page.goto('/wireless');
    expect(response?.status()).toBe(200);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Support', 'Wireless']);
    await expect(breadcrumb.getByRole('link', { name: 'Wireless' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');

    await expect(page).toHaveTitle('Wireless support: fix service, devices and billing');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Get help with your wireless service/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /fix my wireless/,
    );
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/wireless`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/wireless`,
    );
    // Its Spanish twin, as an alternate and the footer's language switch.
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${origin}/es/wireless`,
    );
    await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/wireless',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Wireless support',
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('resolves the environment from envVar on the server, falling back to prod', async ({
    page,
  }) => {
    await page.goto('/wireless?envVar=stage');
    await expect(page.locator('html')).toHaveAttribute('data-env', 'stage');
    await page.goto('/wireless?envVar=bogus');
    await expect(page.locator('html')).toHaveAttribute('data-env', 'prod');
  });

  test('two islands share state through a store: continuing without sign-in starts the workflow', async ({
    page,
  }) => {
    await page.goto('/wireless');
    const fix = page.getByRole('region', { name: 'Fix my Wireless' });
    // One island (the fix-my-service bar) writes the store; another (the workflow) reads it.
    for (const island of await fix.locator('astro-island').all()) await hydrated(island);
    await expect(fix.getByRole('heading', { name: 'Wireless troubleshooter' })).toHaveCount(0);
    await fix.getByRole('button', { name: 'Continue without signing in' }).click();
    await expect(fix.getByRole('heading', { name: 'Wireless troubleshooter' })).toBeVisible();
    await expect(fix.getByRole('button', { name: 'Continue without signing in' })).toHaveCount(0);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/wireless');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('axe finds no violations on /wireless', async ({ page }) => {
    await page.goto('/wireless');
    await expectNoAxeViolations(page);
  });
});
