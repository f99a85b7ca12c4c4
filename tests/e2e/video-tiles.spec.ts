/**
 * The helpful-info video tiles as the server sends them: without JavaScript each one is its
 * video's poster, title and duration as a link to the video's watch page (English and Spanish);
 * with it, on a throttled phone, the widget takes the poster's place without moving anything (CLS
 * 0.00) and the same tile opens the player. A tap before the widget is ready is neither lost nor
 * doubled: before the island runs it follows the link, after it the player opens in place.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoHtmlcsErrors, TAB_HIGHLIGHT_CONTRAST } from '../support/html-codesniffer.ts';
import { framesRendered } from '../support/islands.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';
import { holdIslandCode } from '../support/hold-island-code.ts';

/** /wireless's helpful-info videos, in the sandbox's order (sandbox/content, sandbox/video/feeds). */
const VIDEOS = [
  { id: '5001039', title: 'How to restart your phone', duration: '0:10' },
  { id: '9100003', title: 'Set up your new phone, step by step', duration: '2:00' },
  { id: '5000858', title: 'Set up Wi-Fi Calling', duration: '0:12' },
  { id: '5001067', title: 'Check your data usage', duration: '0:08' },
];

const helpful = (page: Page) => page.locator('section.helpful:visible');

/** The video's link, in whichever tab it is (the tabs' panels are all in the HTML). */
const watchLink = (page: Page, title: string) =>
  helpful(page).getByRole('link', { name: title, includeHidden: true });

test('the sandbox content names exactly these videos on /wireless', () => {
  const content = readFileSync('sandbox/content/wireless-support.json', 'utf8');
  const block = (
    JSON.parse(content) as {
      'cms-feed': {
        components: {
          default: {
            helpfulInfoWireless: { tabs: { sections: { videoThumbnail?: { idx: string }[] }[] }[] };
          };
        };
      };
    }
  )['cms-feed'].components.default.helpfulInfoWireless;
  const ids = block.tabs.flatMap((tab) =>
    tab.sections.flatMap((section) => section.videoThumbnail?.map((video) => video.idx) ?? []),
  );
  expect(ids).toEqual(VIDEOS.map((video) => video.id));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("/wireless shows each helpful-info video's poster, title and duration as a link to its watch page", async ({
    page,
  }) => {
    await page.goto('/wireless');
    await expect(
      helpful(page).locator('a[href^="/support/videos/"]', { has: page.locator('img') }),
    ).toHaveCount(VIDEOS.length);
    for (const { id, title, duration } of VIDEOS) {
      const link = watchLink(page, title);
      await expect(link).toHaveAttribute('href', `/support/videos/${id}`);
      await expect(link).toContainText(title);
      await expect(link).toContainText(`Duration ${duration}`);
      // The title is the link's words: the poster inside it is decoration.
      const poster = link.locator('img');
      await expect(poster).toHaveAttribute('alt', '');
      await expect(poster).toHaveAttribute(
        'src',
        new RegExp(`/media/support/videos/wls_${id}/wls_${id}_480\\.jpg$`),
      );
    }
    // The first tab's tiles are on show, their posters drawn.
    const first = watchLink(page, VIDEOS[0]?.title ?? '');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // No widget without scripts: the link is the tile.
    await expect(helpful(page).locator('[data-video-id]')).toHaveCount(0);
  });

  test('a tile is a working link to the watch page', async ({ page }) => {
    await page.goto('/wireless');
    await watchLink(page, 'How to restart your phone').click();
    await page.waitForURL('**/support/videos/5001039');
  });

  test('/es/wireless links to the Spanish watch pages, with the Spanish titles', async ({
    page,
  }) => {
    await page.goto('/es/wireless');
    const link = watchLink(page, 'Cómo reiniciar su teléfono');
    await expect(link).toHaveAttribute('href', '/es/support/videos/5001039');
    await expect(link).toContainText('Duración 0:10');
    await expect(helpful(page).locator('a[href^="/es/support/videos/"] [lang]')).toHaveCount(0);
  });

  test('/es/wireless marks the English title of a video without its Spanish version', async ({
    page,
    baseURL,
  }) => {
    await sandbox.scenario({ untranslated: ['5001039'] });
    await publishAll(baseURL ?? '');
    try {
      await page.goto('/es/wireless');
      const link = watchLink(page, 'How to restart your phone');
      await expect(link).toHaveAttribute('href', '/es/support/videos/5001039');
      await expect(link.getByText('How to restart your phone', { exact: true })).toHaveAttribute(
        'lang',
        'en',
      );
      // The product's own word stays Spanish.
      await expect(link).toContainText('Duración 0:10');
    } finally {
      await sandbox.reset();
      await publishAll(baseURL ?? '');
    }
  });
});

test.describe('on a throttled phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.setTimeout(90_000);

  async function openThrottled(page: Page, path: string): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path);
  }

  /** Where an element sits in the page (not the viewport), rounded to the pixel. */
  const pageBox = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const round = (value: number) => Math.round(value);
      return {
        x: round(box.left + window.scrollX),
        y: round(box.top + window.scrollY),
        width: round(box.width),
        height: round(box.height),
      };
    });

  test('the widget takes the poster’s place with CLS 0.00, and the same tile opens the player', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await openThrottled(page, '/wireless');
    const link = watchLink(page, 'How to restart your phone');
    const island = link.locator('xpath=ancestor::astro-island[1]');
    // Before the island runs (it hydrates once on screen): where the title sits in the page.
    await expect(island).toHaveAttribute('ssr', '');
    const title = link.getByText('How to restart your phone', { exact: true });
    const titleBefore = await pageBox(title);
    const posterBefore = await pageBox(link.locator('img'));

    await link.scrollIntoViewIfNeeded();
    const widget = helpful(page).locator('[data-video-id="5001039"]');
    await expect(widget).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    const play = page.getByRole('button', { name: 'Play video: How to restart your phone' });
    await expect(play).toBeVisible();
    await framesRendered(page);
    await page.waitForTimeout(500);

    const { total, shifts } = await layoutShifts(page);
    test.info().annotations.push({ type: 'CLS', description: total.toFixed(4) });
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.0001);
    // The widget sits in the poster's box; the title, still the watch page's link, has not moved.
    expect(await pageBox(title)).toEqual(titleBefore);
    expect(await pageBox(widget.locator('..'))).toEqual(posterBefore);
    await expect(link).toHaveAttribute('href', '/support/videos/5001039');

    await page
      .context()
      .newCDPSession(page)
      .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }));
    // The play button and the title's link, one over the other, each with a name of its own.
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
    await play.tap();
    await expect(page.getByRole('dialog', { name: 'How to restart your phone' })).toBeVisible();
    await expect(page).toHaveURL(/\/wireless$/);
  });

  test('a tap on the poster after the island runs but before the widget is ready opens the player there', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, 'VideoWidget');
    await openThrottled(page, '/wireless');
    const link = watchLink(page, 'How to restart your phone');
    await link.scrollIntoViewIfNeeded();
    await expect(link.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/, {
      timeout: 20_000,
    });
    await link.locator('img').tap();
    release();
    await expect(page.getByRole('dialog', { name: 'How to restart your phone' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/wireless$/);
    // One tap, one player: no second dialog, and the page did not go to the watch page.
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a tap on the poster before the island runs follows the link to the watch page', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, 'HelpfulVideo');
    await openThrottled(page, '/wireless');
    const link = watchLink(page, 'How to restart your phone');
    await link.scrollIntoViewIfNeeded();
    await expect(link.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
    await link.locator('img').tap();
    await page.waitForURL('**/support/videos/5001039');
    release();
  });
});
