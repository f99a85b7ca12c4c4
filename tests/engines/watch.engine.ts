/**
 * A watch page (docs/watch-pages.md) in each engine: the player island hydrates with no error, a
 * click on the poster plays the video (a real click through the driver: WebKit refuses play()
 * from a script's synthetic click), and its captions show; on the chaptered sample a click on a
 * transcript line plays from its time and the transcript marks the line; no sideways scroll at
 * 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, selectedEngines, type EnginePage } from './support/engines.ts';
import { byText, expectEveryIslandHydrated, settled, waitFor } from './support/page-checks.ts';
import { expectNoSidewaysScroll } from './support/landing-pages.ts';

const PAGE = '/support/videos/5001039';
const TITLE = 'How to restart your phone';
const PLAY = `button[aria-label="Play video: ${TITLE}"]`;
/** The chaptered sample: its transcript's 1:15 line is in the third part (which starts at 1:10). */
const CHAPTERED = '/support/videos/9100003';

for (const engine of selectedEngines()) {
  describe(`${engine}: watch page`, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await openEngine(engine);
      await page.setViewport(1280, 800);
    });
    afterAll(async () => {
      await page?.close();
    });

    it(`${PAGE}: the player island hydrates, with no error`, async () => {
      await page.goto(PAGE);
      await expectEveryIslandHydrated(page, { personal: false });
      await settled(page);
      expect(await page.takeErrors()).toEqual([]);
    });

    it(`${PAGE}: the video plays from the poster, and its captions show`, async () => {
      await page.goto(PAGE);
      await expectEveryIslandHydrated(page, { personal: false });
      // The widget's tile has taken the server frame's place.
      await waitFor(page, 'the player ready', () => {
        const frame = document.querySelector('img[fetchpriority="high"]');
        return frame === null || frame.getClientRects().length === 0;
      });
      await page.click(await byText(page, PLAY));
      const playing = await waitFor(page, 'the video playing', () => {
        const video = document.querySelector('video');
        return video && !video.paused && video.currentTime > 0.3 ? video.currentSrc : '';
      });
      expect(playing).toMatch(/\.(mp4|m3u8)|^blob:/);
      await page.click(await byText(page, 'button[aria-label="Captions"]'));
      const caption = await waitFor(
        page,
        'a caption on screen',
        () => document.querySelector('[data-testid="video-captions"]')?.textContent?.trim() ?? '',
      );
      expect(caption).toMatch(/\S/);
      await settled(page);
      expect(await page.takeErrors()).toEqual([]);
    });

    it(`${CHAPTERED}: a click on a transcript line plays from its time and the transcript follows`, async () => {
      await page.goto(CHAPTERED);
      await expectEveryIslandHydrated(page, { personal: false });
      await page.click(await byText(page, '[data-watch-transcript] a', '1:15'));
      const marked = await waitFor(page, 'the 1:15 line marked while the video plays', () => {
        const video = document.querySelector('video');
        const current = document.querySelectorAll('[data-watch-transcript] [aria-current="true"]');
        return video && !video.paused && current.length === 1
          ? (current[0]?.textContent ?? '').replace(/\s+/g, ' ').trim()
          : '';
      });
      expect(marked).toContain('1:15');
      // Played in place: the page's address did not take the moment.
      expect(await page.evaluate(() => window.location.search)).toBe('');
      expect(
        await page.evaluate(
          () => document.querySelector('[data-chapter]')?.getAttribute('data-chapter') ?? '',
        ),
      ).toBe('2');
      await settled(page);
      expect(await page.takeErrors()).toEqual([]);
    });

    it(`${CHAPTERED}: no sideways scroll at 390 px`, async () => {
      await expectNoSidewaysScroll(page, CHAPTERED);
    });
  });
}
