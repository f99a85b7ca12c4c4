/**
 * The video widget's call-to-action modes, corner box, video links and budget on the built
 * server with the sandbox feeds and the generated media.
 *
 * Test ids: 5001008 (autoplay preview: public/media/support/previews/wls_preview_5001008, 4 s,
 * mp4 + DASH), 5000858 (feed hover segment 2–5 s), 5001039 (poster, corner box).
 */
import { gzipSync } from 'node:zlib';
import { expect as baseExpect, test, type Page, type Request } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BUDGETS } from '../support/budgets.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';

// Media decoding slows down a lot on a loaded shared machine: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PREVIEW = '/media/support/previews/wls_preview_5001008/wls_preview_5001008.mpd';
const AUTOPLAY = `/video-demo?id=5001008&autoplay=1&autoPlaySource=${PREVIEW}`;
const DASH_CHUNK = /\/_astro\/dash[^/]*\.js$/;
const HLS_CHUNK = /\/_astro\/hls[^/]*\.js$/;
const BUDGET_GZIP = BUDGETS.videoDemoBeforeClick;
/** Chunks that belong after the click: the player and its parts. */
const PLAYER_CHUNK = /\/_astro\/(Player|PlayerExtras|RatingPanel|EndScreen)\.[^/]*\.js$/;

const preview = (page: Page, kind: 'autoplay' | 'hover') =>
  page.locator(`video[data-preview="${kind}"]`);
const timeOf = (page: Page, kind: 'autoplay' | 'hover') =>
  preview(page, kind).evaluate((v: HTMLVideoElement) => v.currentTime);
const pausedOf = (page: Page, kind: 'autoplay' | 'hover') =>
  preview(page, kind).evaluate((v: HTMLVideoElement) => v.paused);

/** Room below the widget, so the page can scroll it out of view. */
const addSpace = (page: Page) =>
  page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    spacer.dataset['testSpacer'] = '';
    document.querySelector('.demo, main, body')?.append(spacer);
  });

async function expectAdvancing(page: Page, kind: 'autoplay' | 'hover') {
  const start = await timeOf(page, kind);
  await expect.poll(() => timeOf(page, kind), { timeout: 20_000 }).not.toBe(start);
}

test('the autoplay tile plays muted through dash.js, pauses out of view and resumes when back', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(AUTOPLAY);
  const video = preview(page, 'autoplay');
  await expect(video).toHaveAttribute('data-source', 'dash');
  await expect(video).toHaveAttribute('data-state', 'playing');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expectAdvancing(page, 'autoplay');
  expect(requests.some((p) => DASH_CHUNK.test(p))).toBe(true);
  expect(requests.filter((p) => p.endsWith('.mpd'))).toContain(PREVIEW);
  await expect(page.getByRole('button', { name: 'Pause preview' })).toBeVisible();

  await addSpace(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => pausedOf(page, 'autoplay')).toBe(true);
  const outOfView = await timeOf(page, 'autoplay');
  await page.waitForTimeout(700);
  expect(await timeOf(page, 'autoplay')).toBe(outOfView);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => pausedOf(page, 'autoplay')).toBe(false);
  await expectAdvancing(page, 'autoplay');
});

test('the autoplay preview reports its playback: Video_Commence, then progress, flagged as autoplay', async ({
  page,
}) => {
  // A host page with a data layer (the widget never makes one on another's page).
  await page.addInitScript(() => {
    window.dataLayer = [];
  });
  await page.goto(AUTOPLAY);
  await expect(preview(page, 'autoplay')).toHaveAttribute('data-state', 'playing');
  const videoEvents = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((e) => e as { event?: string; videoAutoPlayFlag?: string; mediaId?: string })
        .filter((e) => e.event?.startsWith('Video_') && e.event !== 'Video_Impression'),
    );
  await expect
    .poll(async () => (await videoEvents()).map((e) => e.event))
    .toEqual(expect.arrayContaining(['Video_Commence', 'Video_Update']));
  for (const event of await videoEvents()) {
    expect(event).toMatchObject({ videoAutoPlayFlag: '1', mediaId: '5001008' });
  }
  // Nothing was clicked: the player never opened.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the duration box pauses and plays the preview; a click on the tile opens the player', async ({
  page,
}) => {
  await page.goto(AUTOPLAY);
  await expect(preview(page, 'autoplay')).toHaveAttribute('data-state', 'playing');
  await page.getByRole('button', { name: 'Pause preview' }).click();
  await expect.poll(() => pausedOf(page, 'autoplay')).toBe(true);
  await page.getByRole('button', { name: 'Play preview' }).click();
  await expect.poll(() => pausedOf(page, 'autoplay')).toBe(false);
  await page.getByRole('button', { name: /^Play video:/ }).click();
  await expect(page.locator('[data-layout] video')).toBeAttached();
  await expect(preview(page, 'autoplay')).toHaveCount(0);
});

test('without autoPlayLoop the preview stops at its end', async ({ page }) => {
  // viewportPause=0, as the demo's own link for this case: the tile sits near the fold of a
  // 720 px viewport, and a preview paused for being out of view never reaches its end.
  await page.goto(`${AUTOPLAY}&autoPlayLoop=0&viewportPause=0`);
  const video = preview(page, 'autoplay');
  await expect(video).toHaveAttribute('data-state', 'playing');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 30_000 })
    .toBe(true);
  await page.waitForTimeout(600);
  expect(await pausedOf(page, 'autoplay')).toBe(true);
  await expect(page.getByRole('button', { name: 'Play preview' })).toBeVisible();
});

test('autoplay without a source shows the spec message', async ({ page }) => {
  await page.goto('/video-demo?id=5001008&autoplay=1');
  await expect(page.getByText('autoplay source is required, when autoplay')).toBeVisible();
  await expect(preview(page, 'autoplay')).toHaveCount(0);
});

test('dash.js is requested only in autoplay mode; hls.js never up front', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/video-demo?id=5001008');
  const poster = page.getByRole('button', { name: /^Play video:/ });
  await poster.click();
  await expect(page.locator('[data-layout] video')).toBeAttached();
  await expect
    .poll(() =>
      page.locator('[data-layout] video').evaluate((v: HTMLVideoElement) => v.currentTime),
    )
    .toBeGreaterThan(0.3);
  await page.goto('/video-demo?id=5000858');
  await page.getByRole('button', { name: /^Play video:/ }).hover();
  await page.waitForTimeout(1000);
  expect(requests.filter((p) => DASH_CHUNK.test(p))).toEqual([]);
  expect(requests.filter((p) => HLS_CHUNK.test(p))).toEqual([]);

  await page.goto(AUTOPLAY);
  await expect(preview(page, 'autoplay')).toHaveAttribute('data-state', 'playing');
  expect(requests.filter((p) => DASH_CHUNK.test(p))).toHaveLength(1);
  expect(requests.filter((p) => HLS_CHUNK.test(p))).toEqual([]);
});

test('a file preview that fails to load falls back to DASH, then to the normal source', async ({
  page,
}) => {
  await page.goto('/video-demo?id=5001008&autoplay=1&autoPlaySource=/media/missing-preview.mp4');
  // The missing file → the video's own DASH manifest (after 100 ms).
  await expect(preview(page, 'autoplay')).toHaveAttribute('data-source', 'dash');
  await expectAdvancing(page, 'autoplay');

  await page.route(/\.mpd$/, (route) => route.abort());
  await page.goto('/video-demo?id=5001008&autoplay=1&autoPlaySource=/media/missing-preview.mp4');
  // DASH fails too → the normal mp4.
  await expect
    .poll(() => preview(page, 'autoplay').evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/wls_5001008_480\.mp4$/);
  await expectAdvancing(page, 'autoplay');
});

test("when dash.js's chunk fails to load, the autoplay preview plays the normal mp4 and no manifest is fetched", async ({
  page,
}) => {
  const refused: string[] = [];
  await page.route(DASH_CHUNK, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.mpd')) manifests.push(r.url());
  });
  await page.goto(AUTOPLAY);
  await expect
    .poll(() => preview(page, 'autoplay').evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/wls_5001008_480\.mp4$/);
  await expect(preview(page, 'autoplay')).toHaveAttribute('data-source', 'file');
  await expectAdvancing(page, 'autoplay');
  expect(refused).toHaveLength(1);
  expect(manifests).toEqual([]);
});

test.describe('the options unconstrained, containerWidth and customCTAStyle in a 1366 px window', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const widget = (page: Page) => page.locator('[data-video-id]');
  const widthOf = async (locator: ReturnType<Page['locator']>) =>
    (await locator.boundingBox())?.width ?? 0;

  for (const { query, tile, player } of [
    { query: '', tile: (w: number) => w <= 854, player: (w: number) => w <= 854 },
    { query: '&unconstrained=1', tile: (w: number) => w > 854, player: (w: number) => w > 854 },
    {
      query: '&containerWidth=480',
      tile: (w: number) => w === 480,
      player: (w: number) => w === 480,
    },
  ]) {
    test(`id=5001039${query}: the tile and the player keep the width it asks`, async ({ page }) => {
      await page.goto(`/video-demo?id=5001039${query}`);
      const play = page.getByRole('button', { name: /^Play video:/ });
      await expect(play).toBeVisible();
      const tileWidth = await widthOf(widget(page));
      expect(tile(tileWidth), `tile ${tileWidth} px`).toBe(true);
      await play.click();
      const region = page.locator('[data-layout="inline"]');
      await expect(region).toBeVisible();
      const playerWidth = await widthOf(region);
      expect(player(playerWidth), `player ${playerWidth} px`).toBe(true);
    });
  }

  test('customCTAStyle rounds and colours the tile as the host writes it', async ({ page }) => {
    const style = encodeURIComponent('{"borderRadius":"24px","backgroundColor":"rgb(0, 32, 96)"}');
    await page.goto(`/video-demo?id=5001039&customCTAStyle=${style}`);
    const tile = page.locator('[data-view="poster"]');
    await expect(tile).toHaveCSS('border-top-left-radius', '24px');
    await expect(tile).toHaveCSS('background-color', 'rgb(0, 32, 96)');
  });
});

test('the hover preview loops its 2–5 s segment while hovered, and a click opens the player', async ({
  page,
}) => {
  await page.goto('/video-demo?id=5000858');
  const tile = page.getByRole('button', { name: 'Play video: Set up Wi-Fi Calling' });
  await tile.hover();
  const video = preview(page, 'hover');
  await expect(video).toHaveAttribute('data-active', 'true');
  const seen: number[] = [];
  const deadline = Date.now() + 12_000;
  // Sample until the segment has been seen near its end and then back near its begin.
  while (Date.now() < deadline) {
    seen.push(await timeOf(page, 'hover'));
    const late = seen.findIndex((t) => t > 4.2);
    if (late >= 0 && seen.slice(late).some((t) => t < 3)) break;
    await page.waitForTimeout(100);
  }
  const late = seen.findIndex((t) => t > 4.2);
  expect(late, `samples: ${seen.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(
    seen.slice(late).some((t) => t < 3),
    `samples: ${seen.join(', ')}`,
  ).toBe(true);
  const played = seen.filter((t) => t > 0);
  expect(Math.min(...played)).toBeGreaterThanOrEqual(1.9);
  expect(Math.max(...played)).toBeLessThan(5.6);

  await page.mouse.move(0, 0);
  await expect(video).not.toHaveAttribute('data-active', 'true');
  await expect.poll(() => pausedOf(page, 'hover')).toBe(true);

  await tile.click();
  await expect(page.getByRole('region', { name: 'Set up Wi-Fi Calling' })).toBeVisible();
});

test('the hover preview has the small play/pause box: it pauses the hovered preview, and plays it without a hover', async ({
  page,
}) => {
  await page.goto('/video-demo?id=5000858&showTime=1');
  const tile = page.getByRole('button', { name: 'Play video: Set up Wi-Fi Calling' });
  const video = preview(page, 'hover');
  // The box shows the duration in place of the tile's label; nothing plays yet.
  const box = page.getByRole('button', { name: 'Play preview, duration 0:12' });
  await expect(box).toBeVisible();
  await expect(video).not.toHaveAttribute('data-active', 'true');
  await tile.hover();
  await expect(video).toHaveAttribute('data-active', 'true');
  await expectAdvancing(page, 'hover');
  await page.getByRole('button', { name: 'Pause preview, duration 0:12' }).click();
  await expect(video).not.toHaveAttribute('data-active', 'true');
  await expect.poll(() => pausedOf(page, 'hover')).toBe(true);
  await expectNoAxeViolations(page, { include: '[data-video-id]' });

  // Away from the tile, a press on the box plays it (touch and keyboard have no hover).
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Play preview, duration 0:12' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause preview, duration 0:12' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(video).toHaveAttribute('data-active', 'true');
  await expectAdvancing(page, 'hover');
  await expectNoAxeViolations(page, { include: '[data-video-id]' });
});

test.describe('corner box', () => {
  async function playThenScrollPast(page: Page) {
    await page.goto('/video-demo?id=5001039&autoReduceSize=1');
    await addSpace(page);
    await page.getByRole('button', { name: 'Play video: How to restart your phone' }).click();
    const video = page.locator('[data-layout] video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.3);
    await page.evaluate(() => window.scrollTo(0, 1500));
  }

  test.use({ viewport: { width: 1366, height: 768 } });

  test('at 1366 px the playing player docks bottom right, 30% wide, and returns when scrolled back', async ({
    page,
  }) => {
    await playThenScrollPast(page);
    const box = page.locator('[data-corner-box="docked"]');
    await expect(box).toBeVisible();
    const rect = await box.boundingBox();
    const viewport = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    }));
    expect(rect).not.toBeNull();
    if (!rect) return;
    expect(Math.abs(rect.x + rect.width - (viewport.width - 10))).toBeLessThanOrEqual(1);
    expect(Math.abs(rect.y + rect.height - (viewport.height - 10))).toBeLessThanOrEqual(1);
    // 30% of the viewport (the fixed box's containing block), scroll bar included.
    expect(Math.abs(rect.width - 1366 * 0.3)).toBeLessThanOrEqual(8);
    await expect(box.getByRole('button', { name: 'Close video' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[data-corner-box="docked"]' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'How to restart your phone' })).toBeInViewport();
  });

  test('the docked player can be closed, or sent back to its place', async ({ page }) => {
    await playThenScrollPast(page);
    const box = page.locator('[data-corner-box="docked"]');
    await box.getByRole('button', { name: 'Back to video position' }).click();
    await expect(box).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 1500));
    // Back in place and past it again while playing: it docks again.
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Close video' }).click();
    await expect(box).toHaveCount(0);
    await expect(page.locator('[data-layout] video')).toHaveCount(0);
  });
});

test.describe('no corner box on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('at 390 px the player opens as a modal and never docks', async ({ page }) => {
    await page.goto('/video-demo?id=5001039&autoReduceSize=1');
    await addSpace(page);
    await page.getByRole('button', { name: 'Play video: How to restart your phone' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(800);
    await expect(page.locator('[data-corner-box="docked"]')).toHaveCount(0);
  });
});

test.describe('no corner box on a tablet-wide window', () => {
  test.use({ viewport: { width: 900, height: 700 } });

  test('at 900 px the inline player stays in place when scrolled past', async ({ page }) => {
    await page.goto('/video-demo?id=5001039&autoReduceSize=1');
    await addSpace(page);
    await page.getByRole('button', { name: 'Play video: How to restart your phone' }).click();
    const video = page.locator('[data-layout="inline"] video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.3);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(800);
    await expect(page.locator('[data-corner-box="docked"]')).toHaveCount(0);
  });
});

test('a video-modal link and a video button on a page open the player in a modal', async ({
  page,
}) => {
  await page.goto('/gallery');
  const link = page.getByRole('link', { name: 'Watch: set up eSIM' });
  await link.scrollIntoViewIfNeeded();
  await expect(link.locator('xpath=ancestor::astro-island[not(@ssr)]')).toHaveCount(1);
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'How to restart your phone' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();

  const button = page.getByRole('button', { name: 'Watch: Wi-Fi Calling' });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Set up Wi-Fi Calling' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('when every source fails the player closes back to the tile, with the hidden error view and no other message', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  await page.route(/\.(mp4|m3u8|ts)(\?.*)?$/, (route) => route.abort());
  await page.goto('/video-demo?id=5001039');
  const poster = page.getByRole('button', { name: 'Play video: How to restart your phone' });
  await expect(poster).toBeVisible();
  await expect(page.getByText('How to restart your phone', { exact: true })).toBeVisible();
  const widget = page.locator('[data-video-id]');
  const before = await widget.boundingBox();
  await poster.focus();
  await page.keyboard.press('Enter');
  // Spec §8: the error view is hidden and there is no other visible message; the status tells
  // assistive technology, and focus is back on the play button, which tries again.
  const status = page.locator('[data-video-error="Failure_Playback"]');
  await expect(status).toBeAttached();
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText('Catch all for any other playback related issues');
  await expect(poster).toBeFocused();
  await expect(page.locator('[data-layout]')).toHaveCount(0);
  await expect(page.getByText(/Sorry/)).toHaveCount(0);
  await expect(widget.locator('[data-view="poster"] img')).toBeVisible();
  const after = await widget.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(2);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          (window as unknown as { dataLayer: { event?: string; errorType?: string }[] })
            .dataLayer ?? []
        )
          .filter((e) => e.event === 'Video_Error_Display')
          .map((e) => e.errorType),
      ),
    )
    .toEqual(['Failure_Playback']);
  await expectNoAxeViolations(page, { include: '[data-video-id]' });
});

/**
 * Every script the page loads before the click, as a plain gzip of its body, plus the inline
 * scripts in the HTML (the island bootstraps travel inside the page).
 */
async function scriptsBeforeClick(page: Page, query: string) {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  const collect = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    bodies.set(
      new URL(request.url()).pathname,
      request.response().then((r) => r?.body()),
    );
  };
  page.on('requestfinished', collect);
  await page.goto(`/video-demo?${query}`);
  await expect(page.getByRole('button', { name: /^Play video:/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n'),
  );
  page.off('requestfinished', collect);
  const files = await Promise.all(
    [...bodies].map(async ([path, body]) => {
      const bytes = await body;
      return { path, gzip: bytes ? gzipSync(bytes).length : 0 };
    }),
  );
  const inlineGzip = gzipSync(inline).length;
  return {
    paths: files.map((f) => f.path),
    inlineGzip,
    gzip: files.reduce((sum, f) => sum + f.gzip, inlineGzip),
  };
}

test('JavaScript before a poster click stays within the budget on /video-demo; no streaming library, no player part', async ({
  page,
}) => {
  // The default sample, and a video with overlay text on the tile (its view loads before the click).
  for (const query of ['id=5001039', 'id=9100002']) {
    const { paths, inlineGzip, gzip } = await scriptsBeforeClick(page, query);
    const figures = `${gzip} B gzip in ${paths.length} scripts and the inline ones (${inlineGzip} B), budget ${BUDGET_GZIP} B`;
    test.info().annotations.push({ type: `js-before-click ${query}`, description: figures });
    console.log(`video-demo?${query} JS before the click: ${figures}`);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => DASH_CHUNK.test(p) || HLS_CHUNK.test(p))).toEqual([]);
    expect(paths.filter((p) => PLAYER_CHUNK.test(p))).toEqual([]);
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP);
  }
});

test.describe('keyboard opening moves focus into the player', () => {
  for (const [name, query, key] of [
    ['poster, Space', '?id=5001039', 'Space'],
    ['cinema, Enter', '?id=5001039&cinema=1', 'Enter'],
    ['autoplay tile, Enter', `?id=5001008&autoplay=1&autoPlaySource=${PREVIEW}`, 'Enter'],
    ['hover tile, Enter', '?id=5000858', 'Enter'],
  ] as const) {
    test(`${name}: focus lands on the player's Close button and returns to the tile`, async ({
      page,
    }) => {
      await page.goto(`/video-demo${query}`);
      const tile = page.getByRole('button', { name: /^Play video:/ });
      await tile.focus();
      await page.keyboard.press(key);
      const close = page.getByRole('button', { name: 'Close video' });
      await expect(close).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => document.activeElement === document.body))
        .toBe(false);
      await page.keyboard.press('Escape');
      await expect(close).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Play video:/ })).toBeFocused();
    });
  }
});

test('the autoplay and hover tiles have no axe violations', async ({ page }) => {
  await page.goto(AUTOPLAY);
  await expect(preview(page, 'autoplay')).toHaveAttribute('data-state', 'playing');
  await expectNoAxeViolations(page, { include: '[data-video-id]' });
  await page.goto('/video-demo?id=5000858');
  await page.getByRole('button', { name: /^Play video:/ }).hover();
  await expect(preview(page, 'hover')).toHaveAttribute('data-active', 'true');
  await expectNoAxeViolations(page, { include: '[data-video-id]' });
});

test.describe('the tile holds its place while it loads, on a throttled phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The demo's tile sits at the bottom of a phone's first screen with its title shown: a tile
  // that painted at a default width (500 px tall) before measuring its own, or a title line that
  // arrived with the metadata, moved the tile and the list below it (0.005). The tile cannot move
  // the static header above it, which loaded CI machines have twice been seen to nudge (0.0002,
  // then 0.003: its brand and navigation alone), so the sum leaves the header out; the margin
  // is a fifth of the tile's old shift.
  const MAX_SHIFT = 0.001;
  for (const query of ['id=5001039', 'id=9100002', 'id=5000858']) {
    test(`/video-demo?${query}: no layout shift`, async ({ page }) => {
      await watchLayoutShifts(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`/video-demo?${query}`);
      await expect(page.getByRole('button', { name: /^Play video:/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShifts(page, { belowBanner: true });
      expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
    });
  }

  // Another site's page: support-video-space.css holds both tiles' place (one titled) until the
  // script defines the element, and the element's first render holds it from then on.
  test('/embed-demo.html: no layout shift', async ({ page }) => {
    await watchLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/embed-demo.html');
    await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
  });
});

test.describe('the loading tile is as tall as the tile it becomes', () => {
  // The tile's height steps with its width (500, 400, 220 px…); the loading state must take the
  // same height before any script has measured anything, or the page moves when the poster comes.
  // The spec's stage height for the tile's width at each window width (358, 668 and 854 px).
  for (const [width, stageHeight] of [
    [390, 220],
    [700, 400],
    [1366, 500],
  ] as const) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/idpcms\/videos\/prod\/5001039/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/video-demo?id=5001039');
      const widget = page.locator('[data-video-id="5001039"]');
      await expect(widget).toHaveAttribute('data-status', 'loading');
      const loading = await widget.evaluate((el) => el.getBoundingClientRect().height);
      release();
      await expect(page.getByRole('button', { name: /^Play video:/ })).toBeVisible();
      const ready = await widget.evaluate((el) => el.getBoundingClientRect().height);
      const stage = await widget
        .locator('[data-view="poster"] > :first-child')
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(stage).toBe(stageHeight);
      expect(loading).toBe(ready);
    });
  }
});
