import { expect, test } from '../support/test.ts';

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

  // Two islands sharing a store (the fix-my-service bar starts the workflow island): landing.spec.ts ›
  // 'the fix-my-service bar shows the stored device, sign-in and continues without signing in'.

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/wireless');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  // axe on /wireless: tests/e2e/landing.spec.ts › accessibility (with HTML_CodeSniffer and a second tab).
});
