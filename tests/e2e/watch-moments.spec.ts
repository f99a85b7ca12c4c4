/**
 * Moments on the watch page of the chaptered sample 9100003 (2:00 in three parts of 30, 40 and
 * 50 s, a caption every 5 s): `?t=` starts the first play there, a transcript line's time plays
 * from its moment and is marked while it plays, 'Copy link to this moment' copies the page's
 * address at the current second, the page stays accessible while playing and does not shift on a
 * throttled phone; and the embed's `start` option.
 */
import { expect as baseExpect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoHtmlcsErrors } from '../support/html-codesniffer.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';
import { holdIslandCode } from '../support/hold-island-code.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PAGE = '/support/videos/9100003';
const TITLE = 'Set up your new phone, step by step';
/** Where each part starts on the timeline. */
const PART_STARTS = [0, 30, 70];

/** The play button, the server's frame's or the widget's tile's (the same name, one at a time). */
const playButton = (scope: Page | Locator) =>
  scope.getByRole('button', { name: `Play video: ${TITLE}` }).first();

/**
 * The time the player is at on the whole timeline, read from what plays: the part loaded (the
 * player's data-chapter) and the media's time in it. Waits until the media plays.
 */
async function timelineTime(scope: Page | Locator): Promise<number> {
  const video = scope.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true);
  return timeNow(scope);
}

/** The timeline time now, playing or not. */
async function timeNow(scope: Page | Locator): Promise<number> {
  const part = Number(await scope.locator('[data-chapter]').getAttribute('data-chapter'));
  const inPart = await scope.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
  return (PART_STARTS[part] ?? 0) + inPart;
}

/** The widget has replaced the server's frame (its tile is ready) and the island follows the page. */
async function playerReady(page: Page): Promise<void> {
  await expect(page.locator('img[fetchpriority="high"]')).toBeHidden();
  await expect(playButton(page)).toBeVisible();
}

test.describe('deep links to a moment', () => {
  // One spelling of the moment: the others (1m15s, …) are parseMoment's table
  // (src/domain/video-pages.test.ts), through which the page reads ?t= whatever its spelling.
  test('?t=75: the first play starts at 75 s; replay starts at 0', async ({ page }) => {
    await page.goto(`${PAGE}?t=75`);
    await playerReady(page);
    await playButton(page).click();
    const player = page.getByRole('region', { name: TITLE });
    await expect(player).toHaveAttribute('data-chapter', '2');
    const at = await timelineTime(page);
    expect(at).toBeGreaterThanOrEqual(74);
    expect(at).toBeLessThanOrEqual(77);
    const seek = player.getByRole('slider', { name: 'Seek' });
    expect(Number(await seek.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(74);
    // Closed and played again: the moment was for the first play.
    await player.getByRole('button', { name: 'Close video' }).click();
    await playButton(page).click();
    await expect(page.locator('[data-chapter]')).toHaveAttribute('data-chapter', '0');
    expect(await timelineTime(page)).toBeLessThan(5);
  });

  test('?t=75: the rating waits for five seconds of watching, not for the position', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?t=75`);
    await playerReady(page);
    await playButton(page).click();
    const player = page.getByRole('region', { name: TITLE });
    const question = player.getByText('How would you rate this video?');
    // Playing from 75 s, far past the rule's 5 s, with a second watched: nothing asked yet.
    await expect.poll(() => timelineTime(page), { timeout: 15_000 }).toBeGreaterThan(76);
    await expect(question).toHaveCount(0);
    await expect(question).toBeVisible({ timeout: 15_000 });
    expect(await timelineTime(page)).toBeGreaterThanOrEqual(79.5);
  });

  test('a tap on the poster frame before the island hydrates plays the video', async ({ page }) => {
    // The island's code is held until the tap is made, so the tap certainly meets the server HTML.
    const release = await holdIslandCode(page, 'WatchPlayer');
    await page.goto(`${PAGE}?t=30`, { waitUntil: 'commit' });
    const frame = page.getByRole('button', { name: `Play video: ${TITLE}` });
    await frame.waitFor();
    await expect(page.locator('astro-island[component-url*="WatchPlayer"]')).toHaveAttribute(
      'ssr',
      '',
    );
    await frame.click();
    release();
    await expect(page.getByRole('group', { name: 'Video controls' })).toBeVisible();
    await expect(page.locator('[data-chapter]')).toHaveAttribute('data-chapter', '1');
    const at = await timelineTime(page);
    expect(at).toBeGreaterThanOrEqual(29);
    expect(at).toBeLessThanOrEqual(32);
  });
});

test.describe('the transcript follows the player', () => {
  test('a click on a line plays from its time, without leaving the page, and marks the line', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await playerReady(page);
    const transcript = page.locator('[data-watch-transcript]');
    const line = transcript.locator('li').filter({ has: page.getByRole('link', { name: '1:15' }) });
    await line.getByRole('link', { name: '1:15' }).click();
    await expect(page.getByRole('group', { name: 'Video controls' })).toBeVisible();
    const at = await timelineTime(page);
    expect(at).toBeGreaterThanOrEqual(74);
    expect(at).toBeLessThanOrEqual(77);
    expect(new URL(page.url()).search).toBe('');
    await expect(line).toHaveAttribute('aria-current', 'true');
    await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);
    // The chapter playing is marked too: the third starts at 1:10.
    await expect(page.locator('[data-watch-chapters] [aria-current="true"]')).toContainText('1:10');
    // Another line while playing: the player moves there.
    await transcript.getByRole('link', { name: '0:30' }).click();
    await expect(page.locator('[data-chapter]')).toHaveAttribute('data-chapter', '1');
    const again = await timelineTime(page);
    expect(again).toBeGreaterThanOrEqual(29);
    expect(again).toBeLessThanOrEqual(32);
  });

  test('a modified click keeps the link: it opens the moment in a new tab', async ({ page }) => {
    await page.goto(PAGE);
    await playerReady(page);
    const popup = page.context().waitForEvent('page');
    await page
      .locator('[data-watch-transcript]')
      .getByRole('link', { name: '1:15' })
      .click({ modifiers: ['ControlOrMeta'] });
    // A new tab is reported before it navigates (at about:blank), so wait for its address.
    const tab = await popup;
    await expect.poll(() => new URL(tab.url()).search).toBe('?t=75');
    await expect(page.getByRole('group', { name: 'Video controls' })).toHaveCount(0);
  });
});

test("'Copy link to this moment' puts the page's address at the current second on the clipboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL ?? '').origin,
  });
  await page.goto(`${PAGE}?t=40`);
  await playerReady(page);
  await playButton(page).click();
  const player = page.getByRole('region', { name: TITLE });
  await timelineTime(page);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player).toHaveAttribute('data-state', 'paused');
  const second = Math.floor(await timeNow(page));
  expect(second).toBeGreaterThanOrEqual(40);
  await player.getByRole('button', { name: 'Copy link to this moment' }).click();
  await expect(player.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(baseURL ?? '').origin}${PAGE}?t=${second}`);
});

test('the watch page is accessible while playing (axe and HTML_CodeSniffer)', async ({ page }) => {
  await page.goto(`${PAGE}?t=75`);
  await playerReady(page);
  await playButton(page).click();
  await timelineTime(page);
  await expect(page.locator('[data-watch-transcript] [aria-current="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoHtmlcsErrors(page);
});

test.describe('on a throttled phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the watch page loads and hydrates with CLS 0.00', async ({ page }) => {
    await watchLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${PAGE}?t=75`);
    await page.waitForLoadState('networkidle');
    // The widget's tile has taken the frame's place: the moment the page could have moved.
    await playerReady(page);
    await page.waitForTimeout(1500);
    const { total, shifts } = await layoutShifts(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    test.info().annotations.push({ type: 'CLS', description: total.toFixed(4) });
    console.log(`CLS on ${PAGE}?t=75, 390 px, CPU 4x: ${total.toFixed(4)}`);
    expect(total.toFixed(2), JSON.stringify(shifts)).toBe('0.00');
  });
});

test("the embed's start option: the first play starts there", async ({ page }) => {
  await page.goto('/embed-demo.html');
  await expect(page.locator('support-video').first()).toBeVisible();
  await page.evaluate(() => {
    const element = document.createElement('support-video');
    element.id = 'from-a-moment';
    element.dataset['video'] = '9100003';
    element.dataset['options'] = '{"start":"1m15s","showTime":true}';
    document.querySelector('main')?.append(element);
  });
  const embed = page.locator('#from-a-moment');
  await playButton(embed).click();
  await expect(embed.locator('[data-chapter]')).toHaveAttribute('data-chapter', '2');
  const at = await timelineTime(embed);
  expect(at).toBeGreaterThanOrEqual(74);
  expect(at).toBeLessThanOrEqual(77);
});
