/** The landing pages, and how wide one lays out on a narrow screen, for the cross-engine tests. */
import { expect } from 'vitest';
import type { EnginePage } from './engines.ts';
import { settled, waitFor } from './page-checks.ts';

export const LANDING_PAGES = [
  '/wireless',
  '/smallbusiness/wireless',
  '/es/wireless',
  '/es/smallbusiness/wireless',
] as const;

/**
 * How wide the page's document is in a viewport `width` CSS pixels wide. Firefox sizes its
 * viewport to 390 px; WebKitGTK's MiniBrowser window is never narrower than 447 px, so there the
 * page is loaded in a same-origin frame of that size (its media queries and layout are the
 * frame's). Returns the document's scroll width when it overflows, else `{ scrollWidth: width }`.
 */
export async function narrowOverflow(
  page: EnginePage,
  path: string,
  width: number,
  height: number,
): Promise<Overflow> {
  if (page.engine === 'firefox') {
    await page.setViewport(width, height);
    await page.goto(path);
    await settled(page);
    const result = await page.evaluate(measureOverflow, '');
    await page.setViewport(1280, 800);
    return result;
  }
  await page.goto(path);
  await page.evaluate(
    (src: string, w: number, h: number) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.id = 'engine-narrow-frame';
        frame.style.cssText = `position:fixed;top:0;left:0;width:${w}px;height:${h}px;border:0;z-index:2147483647;background:white`;
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = src;
        document.body.append(frame);
      }),
    path,
    width,
    height,
  );
  await waitFor(
    page,
    'the framed page settled',
    () =>
      new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(document.readyState === 'complete'), 800),
      ),
  );
  return page.evaluate(measureOverflow, 'engine-narrow-frame');
}

/**
 * The page at `path`, in a phone-wide viewport (390 × 844), is no wider than its viewport (a
 * classic scrollbar may take some of the 390 px); a failure names the element furthest right.
 */
export async function expectNoSidewaysScroll(page: EnginePage, path: string): Promise<void> {
  const overflow = await narrowOverflow(page, path, 390, 844);
  expect(
    overflow.scrollWidth,
    `${path} in ${page.engine} at 390 px: ${overflow.widest ?? ''}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
}

/** The document's scroll and client widths, and its widest element when it scrolls sideways. */
export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  widest?: string;
}

/** In the page: the document's (of the frame `frameId` when given) widths and widest element. */
function measureOverflow(frameId: string): Overflow {
  const frame = frameId ? (document.getElementById(frameId) as HTMLIFrameElement | null) : null;
  const doc = frame?.contentDocument ?? document;
  const root = doc.documentElement;
  const widths = { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  if (root.scrollWidth <= root.clientWidth) return widths;
  // The culprit: the element reaching furthest right that no clipping or scrolling box holds in.
  const view = doc.defaultView ?? window;
  const clipped = (element: Element) => {
    for (let up = element.parentElement; up && up !== doc.body; up = up.parentElement) {
      if (view.getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  };
  let widest = '';
  let right = root.clientWidth;
  for (const element of doc.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right > right && box.width > 0 && !clipped(element)) {
      right = box.right;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
      const kind = element.className ? `.${String(element.className).split(' ')[0]}` : '';
      widest = `${element.tagName.toLowerCase()}${kind} "${label ?? ''}" right edge ${Math.round(box.right)}`;
    }
  }
  return { ...widths, widest };
}
