/**
 * A watch page (docs/watch-pages.md) in each engine: the player island hydrates with no error, a
 * click on the poster plays the video and its captions show, in English and on the Spanish page; on the chaptered sample a click on a
 * transcript line plays from its time and the transcript marks the line; no sideways scroll at
 * 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, selectedEngines, type EnginePage } from './support/engines.ts';
import { byText, expectEveryIslandHydrated, settled, waitFor } from './support/page-checks.ts';
import { expectNoSidewaysScroll } from './support/landing-pages.ts';
import { playFromPoster } from './support/watch-page.ts';

const PAGE = '/support/videos/5001039';
const TITLE = 'How to restart your phone';
const TITLE_ES = 'Cómo reiniciar su teléfono';
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
      expect(await playFromPoster(page, PAGE, `Play video: ${TITLE}`)).toMatch(
        /\.(mp4|m3u8)|^blob:/,
      );
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

    it(`/es${PAGE}: in Spanish, and the video plays from the poster`, async () => {
      expect(await playFromPoster(page, `/es${PAGE}`, `Reproducir video: ${TITLE_ES}`)).toMatch(
        /\.(mp4|m3u8)|^blob:/,
      );
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(
        await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? ''),
      ).toBe(TITLE_ES);
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
