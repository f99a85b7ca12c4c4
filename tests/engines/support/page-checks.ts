/** What the cross-engine tests read from a page, the same in every engine. */
import type { EnginePage } from './engines.ts';
import { hydratesUntapped, replayMode } from '../../support/island-modes.ts';

/** Polls `fn` in the page until it returns a truthy value; fails with `what` after `timeout` ms. */
export async function waitFor<T, A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<T> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluate(fn, ...args);
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${page.engine}: timed out waiting for ${what} (last: ${String(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Marks the first element on screen or in the page's flow (it has a box) matching `selector`, whose
 * text (trimmed, whitespace collapsed) is `text` when given, and returns a selector for it, so the
 * driver can click it.
 */
export async function byText(page: EnginePage, selector: string, text?: string): Promise<string> {
  const mark = await waitFor(
    page,
    `${selector}${text ? ` "${text}"` : ''} with a box`,
    (css: string, wanted: string) => {
      const element = [...document.querySelectorAll<HTMLElement>(css)].find(
        (el) =>
          el.getClientRects().length > 0 &&
          (wanted === '' || (el.textContent ?? '').replace(/\s+/g, ' ').trim() === wanted),
      );
      if (!element) return '';
      const id = element.dataset['enginePick'] ?? String(Math.random()).slice(2);
      element.dataset['enginePick'] = id;
      return id;
    },
    selector,
    text ?? '',
  );
  return `[data-engine-pick="${mark}"]`;
}

export interface IslandState {
  component: string;
  /** The replay directive's mode: `true` (when visible), 'idle', 'personal', or `{ when }`. */
  mode: string;
  hydrated: boolean;
  rendered: boolean;
}

/** Every island of the page: its component, its hydration mode and whether it has hydrated. */
export async function islandStates(page: EnginePage): Promise<IslandState[]> {
  const read = await page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].map((island) => {
      const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as {
        name?: string;
        value?: unknown;
      };
      return {
        component: opts.name ?? island.getAttribute('component-url') ?? '?',
        value: opts.value,
        hydrated: !island.hasAttribute('ssr'),
        // An island in a hidden part (another tab's panel, another service's block) is never on
        // screen, so one that hydrates when visible rightly waits.
        rendered:
          island.getClientRects().length > 0 ||
          [...island.children].some((child) => child.getClientRects().length > 0),
      };
    }),
  );
  return read.map(({ value, ...state }) => ({ ...state, mode: replayMode(value) }));
}

/**
 * Scrolls the page down a screen at a time to its end and back to the top, so every island that
 * hydrates when visible comes on screen; then waits until the islands expected to hydrate have
 * (Astro drops an island's `ssr` attribute once it has hydrated). Islands hydrating only with an
 * interaction (the article drawer) are never expected, nor islands in a hidden part of the page
 * (another tab's panel) that hydrate when visible; personal ones only when `personal`.
 */
export async function expectEveryIslandHydrated(
  page: EnginePage,
  { personal }: { personal: boolean },
): Promise<IslandState[]> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  const expected = (state: IslandState) =>
    hydratesUntapped(state.mode, personal) && (state.rendered || state.mode !== 'true');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const states = await islandStates(page);
    const waiting = states.filter((state) => expected(state) && !state.hydrated);
    if (waiting.length === 0 && states.length > 0) return states;
    if (Date.now() > deadline) {
      throw new Error(
        `${page.engine}: islands not hydrated: ${waiting.map((s) => `${s.component} (${s.mode})`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves after two more frames: what an event changed has been committed and painted. */
export function framesRendered(page: EnginePage): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * The page's own requests settle: no resource has completed for 600 ms, then the browser is idle.
 * Firefox reports a fetch or import cut short by leaving the page as an error of that page, so a
 * test lets them finish before it navigates.
 */
export async function settled(page: EnginePage): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let count = -1;
        const check = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now === count) {
            const idle = (window as { requestIdleCallback?: (cb: () => void) => void })
              .requestIdleCallback;
            if (idle) idle(() => resolve());
            else resolve();
            return;
          }
          count = now;
          setTimeout(check, 600);
        };
        check();
      }),
  );
}
