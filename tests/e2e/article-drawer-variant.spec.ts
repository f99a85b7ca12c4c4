/**
 * The article drawer's article-page-links variant (/support/article-drawer): an article page of the
 * main site frames it over itself for an in-article link; it opens with that article, and closing
 * it posts the closed message to the page's own origin. The main site's article page is played
 * here by its stand-in on the local site, with the few lines an article page adds.
 */
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { articleDrawerPageHref } from '../../src/domain/article-page-links.ts';

const ARTICLE = '/support/article/wireless/KM1008728/';
const TITLE = 'Unlock your phone';
const DRAWER_PAGE = articleDrawerPageHref({ href: ARTICLE, title: TITLE });

interface Received {
  data: unknown;
  origin: string;
  fromTheFrame: boolean;
}

/**
 * What an article page does for an in-article link: frame the drawer page over itself, keep what
 * it is told, and on the closed message remove the frame and put focus back on the link.
 */
async function openFromArticlePage(page: Page) {
  await page.goto('/support/article/wireless/KM1111111/');
  await page.evaluate(
    ({ src, article }) => {
      const received: Received[] = [];
      (window as unknown as { received: Received[] }).received = received;
      const link = document.createElement('a');
      link.href = article;
      link.textContent = 'Unlock your phone';
      document.body.append(link);
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Support article';
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:10';
      window.addEventListener('message', (event) => {
        received.push({
          data: event.data,
          origin: event.origin,
          fromTheFrame: event.source === frame.contentWindow,
        });
        frame.remove();
        link.focus();
      });
      document.body.append(frame);
      frame.focus();
    },
    { src: DRAWER_PAGE, article: ARTICLE },
  );
  return page.frameLocator('iframe[title="Support article"]');
}

test('framed by an article page: open with the article, closing informs the page', async ({
  page,
  baseURL,
}) => {
  const frame = await openFromArticlePage(page);
  const drawer = frame.getByRole('dialog', { name: TITLE });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('iframe')).toHaveAttribute(
    'src',
    '/support/article-modal/wireless/KM1008728/',
  );
  await expect(frame.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
    'Unlock your wireless phone',
  );
  await expect(drawer.getByRole('status')).toHaveCount(0);
  // The drawer took focus on opening, inside its own page.
  const drawerPage = page.frames().find((f) => f.url().includes('/support/article-drawer'));
  expect(
    await drawerPage?.evaluate(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    ),
  ).toBe(true);

  await drawer.getByRole('button', { name: 'Close article' }).click();
  await expect(page.locator('iframe[title="Support article"]')).toHaveCount(0);
  const received = await page.evaluate(
    () => (window as unknown as { received: Received[] }).received,
  );
  expect(received).toEqual([
    {
      data: { type: 'support-article-drawer-closed', article: ARTICLE },
      origin: new URL(baseURL ?? '').origin,
      fromTheFrame: true,
    },
  ]);
  await expect(page.getByRole('link', { name: TITLE })).toBeFocused();
});

test('opened on its own: the drawer, keyboard and axe; closed, a link to the article', async ({
  page,
}) => {
  const response = await page.goto(DRAWER_PAGE);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('link', { name: `Read ‘${TITLE}’ on its own page` })).toHaveAttribute(
    'href',
    ARTICLE,
  );
});

test.describe('an address that is not an article the drawer frames is not found', () => {
  for (const article of [
    '',
    'https://evil.example/support/article/wireless/KM1008728/',
    '/support/wireless/plans',
  ]) {
    test(`article=${article || '(none)'}`, async ({ page }) => {
      const response = await page.goto(
        `/support/article-drawer?article=${encodeURIComponent(article)}`,
      );
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
