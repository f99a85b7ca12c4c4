/** What the cross-engine suite does on a watch page, whoever the visitor is. */
import type { EnginePage } from './engines.ts';
import { byText, expectEveryIslandHydrated, waitFor } from './page-checks.ts';

/**
 * Opens `path`, waits for the player to take the server frame's place, clicks the poster's play
 * button named `playLabel` (a real click through the driver: WebKit refuses play() from a
 * script's synthetic click) and returns the source the video plays once it has played 0.3 s.
 */
export async function playFromPoster(
  page: EnginePage,
  path: string,
  playLabel: string,
  { personal = false }: { personal?: boolean } = {},
): Promise<string> {
  await page.goto(path);
  await expectEveryIslandHydrated(page, { personal });
  await waitFor(page, 'the player ready', () => {
    const frame = document.querySelector('img[fetchpriority="high"]');
    return frame === null || frame.getClientRects().length === 0;
  });
  await page.click(await byText(page, `button[aria-label="${playLabel}"]`));
  return waitFor(page, 'the video playing', () => {
    const video = document.querySelector('video');
    return video && !video.paused && video.currentTime > 0.3 ? video.currentSrc : '';
  });
}
