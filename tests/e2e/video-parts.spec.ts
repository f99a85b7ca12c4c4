/**
 * The player's parts on /video-demo against the sandbox feeds: chaptered video 9100001 (parts
 * wls_5001067 8 s + wls_5001106 9 s), and 9100002 (8 s: link buttons 'See plans' 2–5 s blue and
 * 'Get help' 4–7 s black, overlay text, related 5000858, 0000000 (no feed) and 5001172).
 */
import { createServer } from 'node:http';
import { expect as baseExpect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { currentTime, layer, video, type LayerEvent } from '../support/video-page.ts';
import { e2ePort } from '../support/ports.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
/** The other origin the embed test serves a page from: after the config's three ports. */
const ELSEWHERE_PORT = e2ePort + 3;
test.describe.configure({ timeout: 120_000 });

async function withDataLayer(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    (window as unknown as { ratings: unknown[] }).ratings = [];
    document.addEventListener('support-video-rating', (event) =>
      (window as unknown as { ratings: unknown[] }).ratings.push((event as CustomEvent).detail),
    );
  });
}

const videoSrc = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentSrc);
const player = (page: Page) => page.locator('[data-layout]');

async function openPlayer(page: Page, query: string, title: string) {
  await page.goto(`/video-demo?${query}`);
  await page.getByRole('button', { name: `Play video: ${title}` }).click();
  await expect(video(page)).toBeAttached();
}

async function seekTo(page: Page, fraction: number) {
  const seek = page.getByRole('slider', { name: 'Seek' });
  const box = await seek.locator('..').boundingBox();
  if (!box) throw new Error('no seek track');
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

test.describe('chaptered video', () => {
  const TITLE = 'Get started with your new phone';

  test('parts play in order on their own; chapter buttons and slider marks', async ({ page }) => {
    await openPlayer(page, 'id=9100001', TITLE);
    await expect(player(page)).toHaveAttribute('data-chapter', '0');
    await expect.poll(() => videoSrc(page)).toContain('wls_5001067_480.mp4');
    const chapters = page.getByRole('navigation', { name: 'Chapters' }).getByRole('button');
    await expect(chapters).toHaveText([
      'Check your data usage length 0:08',
      'Move contacts to a new phone length 0:09',
    ]);
    await expect(chapters.first()).toHaveAttribute('title', 'seek video to the video title');
    await expect(chapters.first()).toHaveAttribute('aria-current', 'true');
    // The timeline is both parts (17 s) with a mark where part 2 starts (8 of 17 s).
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuemax', '17');
    const mark = page.locator('[data-marker]');
    await expect(mark).toHaveCount(1);
    expect(await mark.getAttribute('style')).toMatch(/left: 47\.0\d*%/);

    // No click: part 1 ends after 8 s and part 2 loads and plays.
    await expect(player(page)).toHaveAttribute('data-chapter', '1', { timeout: 30_000 });
    await expect.poll(() => videoSrc(page)).toContain('wls_5001106_480.mp4');
    const start = await currentTime(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(start + 0.3);
    await expect(chapters.nth(1)).toHaveAttribute('aria-current', 'true');
    // The timeline time continues past part 1's length.
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect
      .poll(async () => Number(await seek.getAttribute('aria-valuenow')))
      .toBeGreaterThan(8);
  });

  test('a seek past part 1 lands in part 2; the end screen follows the last part; replay is part 0', async ({
    page,
  }) => {
    await openPlayer(page, 'id=9100001', TITLE);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.2);
    // 60 % of 17 s is 10.2 s: part 2, about 2.2 s in.
    await seekTo(page, 0.6);
    await expect(player(page)).toHaveAttribute('data-chapter', '1');
    await expect.poll(() => videoSrc(page)).toContain('wls_5001106_480.mp4');
    await expect.poll(() => currentTime(page)).toBeGreaterThan(1.5);
    expect(await currentTime(page)).toBeLessThan(5);

    // The first chapter button goes back to part 0.
    await page.getByRole('button', { name: /^Check your data usage/ }).click();
    await expect(player(page)).toHaveAttribute('data-chapter', '0');
    await expect.poll(() => videoSrc(page)).toContain('wls_5001067_480.mp4');

    // Near the end of the last part: the end screen, then Replay starts part 0 again.
    await seekTo(page, 0.97);
    await expect(player(page)).toHaveAttribute('data-chapter', '1');
    const replay = page.getByRole('button', { name: 'Replay video' });
    await expect(replay).toBeVisible({ timeout: 20_000 });
    await expect(player(page)).toHaveAttribute('data-state', 'ended');
    await replay.click();
    await expect(player(page)).toHaveAttribute('data-chapter', '0');
    await expect.poll(() => videoSrc(page)).toContain('wls_5001067_480.mp4');
    await expect(player(page)).toHaveAttribute('data-state', 'playing');
  });
});

test('a timed link button shows between its seconds, blue is primary, a click is reported', async ({
  page,
}) => {
  await withDataLayer(page);
  // The video's time when each button enters the page, read in the page itself, and the video
  // held once both show (seconds 4 to 5): a test process reading and clicking afterwards would add
  // its own delay on a busy machine and could outlast the buttons' seconds.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const playing = document.querySelector('video');
      const shown = (name: string) =>
        [...document.querySelectorAll('a')].some((a) => a.textContent === name);
      if (!playing) return;
      const marks = document.documentElement.dataset;
      if (shown('See plans') && marks['shownAt'] === undefined)
        marks['shownAt'] = String(playing.currentTime);
      if (shown('Get help')) {
        playing.pause();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await openPlayer(page, 'id=9100002', 'Everything the player can add');
  const plans = page.getByRole('link', { name: 'See plans' });
  const help = page.getByRole('link', { name: 'Get help' });
  await expect(plans).toHaveCount(0);
  await expect(plans).toBeVisible({ timeout: 20_000 });
  const shownAt = Number(await page.locator('html').getAttribute('data-shown-at'));
  expect(shownAt).toBeGreaterThanOrEqual(1.7);
  expect(shownAt).toBeLessThan(3);
  await expect(plans).toHaveAttribute('data-variant', 'primary');
  await expect(plans).toHaveAttribute('data-position', 'topleft');
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute('data-variant', 'secondary');
  await expect(help).toHaveAttribute('data-position', 'centerleft');
  // The javascript: entry was dropped at the metadata boundary.
  await expect(page.getByRole('link', { name: 'Bad' })).toHaveCount(0);

  // Keep the page: the click is only reported.
  await page.evaluate(() =>
    document.addEventListener('click', (event) => event.preventDefault(), true),
  );
  await plans.click();
  await expect
    .poll(async () => (await layer(page)).find((e) => e['videoControlName'] === 'Link Button'))
    .toMatchObject({ event: 'Video_Interact', videoControlLinkUrl: '/wireless' });

  await video(page).evaluate((v: HTMLVideoElement) => v.play());
  await expect(plans).toHaveCount(0, { timeout: 20_000 });
  expect(await currentTime(page)).toBeGreaterThanOrEqual(4.7);
});

test('the end screen lists related videos; one plays; closing restores the first', async ({
  page,
}) => {
  await withDataLayer(page);
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const feedRequests: string[] = [];
  page.on('request', (r) => feedRequests.push(r.url()));
  await openPlayer(page, 'id=9100002', 'Everything the player can add');
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.2);
  await seekTo(page, 0.9);
  const related = page.getByRole('region', { name: 'Related Videos:' });
  await expect(related).toBeVisible({ timeout: 20_000 });
  // Each related video is a recommended poster tile: one button, named by the video, with its
  // title and duration beside it.
  const tiles = related.getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  for (const [index, [title, duration]] of [
    ['Set up Wi-Fi Calling', '0:12'],
    ['Unlock your device', '0:10'],
  ].entries()) {
    const tile = tiles.nth(index);
    await expect(tile.getByRole('button')).toHaveAccessibleName(`Play video: ${title}`);
    await expect(tile).toContainText(title ?? '');
    await expect(tile).toContainText(`Duration ${duration ?? ''}`);
  }
  await expect(page.getByRole('button', { name: 'Replay video' })).toHaveText('Replay');
  expect(logs.some((line) => line.includes('cms route call failed'))).toBe(true);
  await expectNoAxeViolations(page);

  // Spec §7: the related list fetched 5000858 once; choosing it fetches it again.
  const feedsOf5000858 = () =>
    feedRequests.filter((u) => u.endsWith('/idpcms/videos/prod/5000858.cmsfeed.js')).length;
  expect(feedsOf5000858()).toBe(1);
  await related.getByRole('button', { name: 'Play video: Set up Wi-Fi Calling' }).click();
  await expect.poll(feedsOf5000858).toBe(2);
  await expect.poll(() => videoSrc(page)).toContain('wls_5000858_480.mp4');
  await expect(page.getByRole('heading', { name: 'Set up Wi-Fi Calling' })).toBeVisible();
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(start + 0.3);
  await expect
    .poll(async () =>
      (await layer(page)).find((e) => e.event === 'Video_Commence' && e['mediaId'] === '5000858'),
    )
    .toMatchObject({
      recommendedVideoId: '5000858',
      recommendedVideoFriendlyName: 'Set up Wi-Fi Calling',
    });

  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(
    page.getByRole('button', { name: 'Play video: Everything the player can add' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Play video: Everything the player can add' }).click();
  await expect.poll(() => videoSrc(page)).toContain('wls_5001067_480.mp4');
});

test('the rating flow: stars by keyboard, empty comment error, thank-you, host event and Video_Feedback', async ({
  page,
}) => {
  await withDataLayer(page);
  await openPlayer(page, 'id=9100002&rating=stars', 'Everything the player can add');
  const panel = page.locator('[data-part="rating"]');
  await expect(panel).toHaveCount(0);
  const question = page.getByText('How would you rate this video?', { exact: true });
  await expect(question).toBeVisible({ timeout: 20_000 });
  expect(await currentTime(page)).toBeGreaterThan(5);
  const stars = page.getByRole('radiogroup', { name: 'How would you rate this video?' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expectNoAxeViolations(page, { include: '[data-part="rating"]' });

  // APG radio group: one tab stop; arrows move the choice; Enter confirms.
  await stars.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Enter');

  const comment = page.getByRole('textbox', {
    name: 'Help us improve our content by giving us feedback:',
  });
  await expect(comment).toBeVisible();
  await expect(comment).toHaveAttribute('placeholder', 'Please comment here');
  await expect(comment).toBeFocused();
  await expectNoAxeViolations(page, { include: '[data-part="rating"]' });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toHaveAttribute('data-error', 'true');
  // Error style only: no message text appears.
  await expect(panel).toHaveText(
    /^Help us improve our content by giving us feedback:CancelSubmit$/,
  );

  await comment.fill('Clear and short.');
  await expect(comment).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByText('Thank you for your feedback!', { exact: true });
  await expect(thanks).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-part="rating"]' });

  expect(await page.evaluate(() => (window as unknown as { ratings: unknown[] }).ratings)).toEqual([
    { submitted: true, rating: 4, comment: 'Clear and short.' },
  ]);
  const feedback = (await layer(page)).filter((e) => e.event === 'Video_Feedback');
  expect(feedback).toHaveLength(1);
  expect(feedback[0]).toMatchObject({
    eventCategory: 'video',
    mediaId: '9100002',
    feedbackRating: '4',
    starRating: '4',
    feedbackComments: 'Clear and short.',
  });
  // The panel exits after the thank-you and does not come back.
  await expect(panel).toHaveCount(0, { timeout: 15_000 });
});

test('thumbs: down is rating 1; Cancel returns to the question', async ({ page }) => {
  await withDataLayer(page);
  await openPlayer(page, 'id=9100002&rating=Thumbs', 'Everything the player can add');
  const thumbs = page.getByRole('radiogroup', { name: 'How would you rate this video?' });
  await expect(thumbs).toBeVisible({ timeout: 20_000 });
  await expect(thumbs.getByRole('radio')).toHaveText(['👍', '👎']);
  await thumbs.getByRole('radio', { name: 'Thumbs up' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await thumbs.getByRole('radio', { name: 'Thumbs down' }).click();
  await page.getByRole('textbox').fill('Too fast');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect
    .poll(async () => (await layer(page)).find((e) => e.event === 'Video_Feedback'))
    .toMatchObject({ feedbackRating: '1', starRating: 'down', feedbackComments: 'Too fast' });
});

test('the overlay text shows on the tile, or on the end screen with overlayTextDisplayAtEnd', async ({
  page,
}) => {
  await page.goto('/video-demo?id=9100002');
  const overlay = page.locator('[data-part="overlay-text"]');
  await expect(overlay).toContainText('Save on every line');
  await expect(overlay).toContainText('Watch how to check your data in a minute.');
  await expect(overlay.locator('script')).toHaveCount(0);
  await expect(overlay.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/wireless',
  );
  await expect(overlay).toHaveAttribute('data-theme', 'dark');
  await expect(overlay).toHaveAttribute('data-position', 'left');

  await openPlayer(page, 'id=9100002&overlayTextDisplayAtEnd=1', 'Everything the player can add');
  await expect(overlay).toHaveCount(0);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.2);
  await seekTo(page, 0.9);
  await expect(page.locator('[data-part="end-screen"] [data-part="overlay-text"]')).toBeVisible({
    timeout: 20_000,
  });
});

test.describe('embed bundle outside the site', () => {
  test('the element mounts the widget in its shadow root, plays, forwards analytics and passes axe', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto('/embed-demo.html');
    // No site layout or site scripts: only the embed bundle.
    expect(requests.some((p) => p.startsWith('/_astro/'))).toBe(false);
    const embed = page.locator('support-video').first();
    const play = embed.getByRole('button', { name: 'Play video: Everything the player can add' });
    await expect(play).toBeVisible();
    expect(await embed.evaluate((el) => el.shadowRoot !== null)).toBe(true);
    // The page's `button { background: hotpink }` does not reach the widget; its own sheet does.
    expect(await play.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgb(255, 105, 180)',
    );
    expect(await play.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await expectNoAxeViolations(page);

    await play.click();
    const media = embed.locator('video');
    await expect(media).toBeAttached();
    await expect
      .poll(() => media.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer: LayerEvent[] }).dataLayer ?? []).map((e) => [
            e.event,
            e['pageName'],
          ]),
        ),
      )
      .toContainEqual(['Video_Commence', 'embed-demo']);
    await expect(
      page
        .locator('#events li')
        .filter({ hasText: 'support-video-analytics: {"event":"Video_Commence"' }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('the modal player opens inside the element, keeps focus, and closes', async ({ page }) => {
    await page.goto('/embed-demo.html');
    const embed = page.locator('support-video').nth(1);
    await embed.getByRole('button', { name: 'Play video: How to restart your phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to restart your phone' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    // The page behind is inert while the dialog is open.
    await expect(page.locator('main > h1')).toHaveAttribute('inert', '');
    // A click inside the dialog does not close it; Tab stays inside.
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.closest('[role="dialog"]') !== null;
      }),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main > h1')).not.toHaveAttribute('inert', '');
    await expect(
      embed.getByRole('button', { name: 'Play video: How to restart your phone' }),
    ).toBeFocused();
  });
});

test("the embed reads data-options with the widget's one options schema (flags as yes/1)", async ({
  page,
}) => {
  await page.goto('/embed-demo.html');
  await expect(page.locator('support-video').first()).toBeVisible();
  // Text flags, as the site's query string takes them: a modal player with its title.
  await page.evaluate(() => {
    const element = document.createElement('support-video');
    element.id = 'schema-options';
    element.dataset['video'] = '5001039';
    element.dataset['options'] = '{"modal":"yes","showTitle":"1","showTime":"off"}';
    document.querySelector('main')?.append(element);
  });
  const embed = page.locator('#schema-options');
  const play = embed.getByRole('button', { name: 'Play video: How to restart your phone' });
  await expect(play).toBeVisible();
  await expect(embed.getByText('How to restart your phone', { exact: true })).toBeVisible();
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'How to restart your phone' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the embed works on another origin: one script tag, feeds and media from the serving site', async ({
  page,
  baseURL,
}) => {
  // A page on another origin (a server this test starts on 127.0.0.1, opened as localhost) that
  // knows nothing of the site but the script's address. Its port follows E2E_PORT, as the
  // servers' ports do (playwright.config.ts), so parallel runs never share it.
  const html = `<!doctype html><html lang="en"><head><title>Elsewhere</title>
    <script type="module" src="${baseURL}/embed/support-video.js"></script></head>
    <body><main><h1>Another site</h1>
    <support-video data-video="5001039" data-options='{"showTime":true}'></support-video>
    </main></body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(ELSEWHERE_PORT, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${ELSEWHERE_PORT}/page`);
    const play = page.getByRole('button', { name: 'Play video: How to restart your phone' });
    await expect(play).toBeVisible();
    await play.click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.5);
    expect(
      await page.locator('video').evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).origin),
    ).toBe(new URL(baseURL ?? '').origin);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Serves `html` at every path of the other origin while `run` runs. */
async function elsewhere(html: string, run: (origin: string) => Promise<void>) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(ELSEWHERE_PORT, '127.0.0.1', resolve));
  try {
    await run(`http://localhost:${ELSEWHERE_PORT}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test("the embed on another origin reads its poster's theme: a light poster gets the light play button", async ({
  page,
  baseURL,
}) => {
  // 5001039's poster samples light on the site itself (startMode '0': the poster decides).
  const html = `<!doctype html><html lang="en"><head><title>Elsewhere</title>
    <script type="module" src="${baseURL}/embed/support-video.js"></script></head>
    <body><main><h1>Another site</h1><support-video data-video="5001039"></support-video>
    </main></body></html>`;
  await elsewhere(html, async (origin) => {
    await page.goto(`${origin}/page`);
    const tile = page.locator('[data-view="poster"]');
    await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
    // Read in CORS mode from the serving site, which answers it for its media.
    await expect(tile.locator('img')).toHaveAttribute('crossorigin', 'anonymous');
    await expect(tile).toHaveAttribute('data-theme', 'light');
  });
});

const cornerRadius = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);

test('/embed-demo.html on another origin: data-radius inline and in its modal; the print header from the serving site', async ({
  page,
  baseURL,
  request,
}) => {
  // The demo page as another site would have it: the same HTML, the script and stylesheet by
  // their full address on this site.
  const site = new URL(baseURL ?? '').origin;
  const demo = await (await request.get('/embed-demo.html')).text();
  const html = demo.replaceAll('"/embed/', `"${site}/embed/`);
  expect(html).toContain(`src="${site}/embed/support-video.js"`);
  await elsewhere(html, async (origin) => {
    await page.goto(`${origin}/embed-demo.html`);
    const inline = page.locator('support-video').first();
    const play = inline.getByRole('button', { name: 'Play video: Everything the player can add' });
    await expect(play).toBeVisible();
    // The tile's video area (the play button's stage) has the radius…
    expect(await cornerRadius(play.locator('..'))).toBe('12px');
    await play.click();
    const media = inline.locator('[data-layout] video');
    await expect(media).toBeAttached();
    // …and so does the inline player's.
    expect(await cornerRadius(media.locator('..'))).toBe('12px');

    // Print: the header image comes from the site that serves the script, not the page's origin.
    await inline
      .getByRole('group', { name: 'Video controls' })
      .getByRole('button', { name: 'Transcript' })
      .click();
    const header = page.waitForResponse((r) => r.url().endsWith('/video-print-header.svg'));
    await inline.getByRole('button', { name: 'Print Transcript' }).click();
    const image = page.frameLocator('iframe[title="Transcript print frame"]').locator('header img');
    await expect(image).toHaveAttribute('src', `${site}/images/support/video-print-header.svg`);
    const answer = await header;
    expect(new URL(answer.url()).origin).toBe(site);
    expect(answer.status()).toBe(200);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The print document is not the page's: the scan below is of the page.
    await page.evaluate(() =>
      document.querySelector('iframe[title="Transcript print frame"]')?.remove(),
    );
    await inline.getByRole('button', { name: 'Close video' }).click();

    // The modal player renders outside the widget's root element, and has the radius too.
    const modal = page.locator('support-video').nth(1);
    const modalPlay = modal.getByRole('button', { name: 'Play video: How to restart your phone' });
    expect(await cornerRadius(modalPlay.locator('..'))).toBe('12px');
    await modalPlay.click();
    const dialog = page.getByRole('dialog', { name: 'How to restart your phone' });
    await expect(dialog).toBeVisible();
    expect(await cornerRadius(dialog.locator('video').locator('..'))).toBe('12px');
    await expectNoAxeViolations(page);
  });
});

test("a helpful-info video's VideoObject is on its watch page, the same for every visitor, and not on the landing page", async ({
  request,
}) => {
  const ld = async (path: string, headers: Record<string, string> = {}) => {
    const html = await (await request.get(path, { headers })).text();
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>)
      .filter((data) => data['@type'] === 'VideoObject');
  };
  // Google shows a video result for the page whose main content it is (docs/decisions.md).
  expect(await ld('/wireless')).toEqual([]);
  const videos = await ld('/support/videos/5001039');
  expect(videos).toHaveLength(1);
  expect(videos[0]).toMatchObject({
    '@context': 'https://schema.org',
    name: 'How to restart your phone',
    description: 'Restart a frozen or slow phone in a few steps.',
    // Noon UTC on the feed's date (docs/decisions.md, 30.3.1).
    uploadDate: '2024-03-14T12:00:00Z',
    duration: 'PT10S',
    thumbnailUrl: expect.stringMatching(
      /\/media\/support\/videos\/wls_5001039\/wls_5001039_360\.jpg$/,
    ),
    contentUrl: expect.stringMatching(/\/wls_5001039_480\.mp4$/),
  });
  // A signed-in looking visitor gets the same search data (the page is cached for everyone).
  expect(await ld('/support/videos/5001039', { cookie: 'SMSESSION=abc; visitor=1' })).toEqual(
    videos,
  );
});
