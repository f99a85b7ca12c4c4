import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { staticUrl } from '../support/ports.ts';

test.describe('the static build (npm run build:static)', () => {
  for (const route of [
    {
      path: '/wireless',
      sections: ['Top solutions', 'Fix my Wireless', 'More helpful info', 'Contact us'],
    },
    {
      path: '/smallbusiness/wireless',
      sections: ['Top solutions', 'More helpful info', 'Contact us', 'All business services'],
    },
  ]) {
    test(`${route.path} is pre-rendered with its sections and hydrates`, async ({ page }) => {
      const response = await page.goto(`${staticUrl}${route.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');
      for (const name of route.sections) {
        await expect(
          page.getByRole('heading', { level: 2, name, exact: true }).first(),
        ).toBeVisible();
      }
      // Islands hydrate from the static files alone.
      await page
        .getByRole('heading', { name: 'More helpful info' })
        .first()
        .scrollIntoViewIfNeeded();
      await expect(
        page.locator('section.helpful:visible astro-island[component-url*="HelpfulInfo"]'),
      ).not.toHaveAttribute('ssr', /.*/);
      await expectNoAxeViolations(page);
    });
  }
});
