/**
 * Layout shifts as the browser reports them (the layout-shift entries behind CLS), recorded from
 * the page's first paint, with what moved, so a failing test says which element shifted.
 */
import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  /** What moved, with its box before and after (x,y,width,height in CSS pixels). */
  sources: string[];
  /** When, in ms after navigation started. */
  at: number;
  /** The window's size then: a shift from a resize says so. */
  viewport: string;
  /** Every source lay in the site header (the page's banner, `body > header`). */
  inBanner: boolean;
}

/** Starts recording on every page the tab loads from now on. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {
      value: number;
      sources: string[];
      at: number;
      viewport: string;
      inBanner: boolean;
    }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const box = (rect: DOMRectReadOnly) =>
          [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`
              : String(node?.nodeName);
          return `${name} (${box(source.previousRect)} → ${box(source.currentRect)})`;
        });
        shifts.push({
          value: entry.value,
          sources,
          at: Math.round(entry.startTime),
          viewport: `${innerWidth}x${innerHeight}`,
          inBanner: (entry.sources ?? []).every(
            ({ node }) => node instanceof Element && node.closest('body > header') !== null,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts so far on the current page, and their sum (the figure a CLS budget is held to).
 * `belowBanner`: only the shifts of something outside the site header, for a test whose subject
 * sits below it and so cannot move it.
 */
export async function layoutShifts(
  page: Page,
  { belowBanner = false }: { belowBanner?: boolean } = {},
): Promise<{ total: number; shifts: Shift[] }> {
  const all = await page.evaluate(
    () => (window as unknown as { __shifts?: Shift[] }).__shifts ?? [],
  );
  const shifts = belowBanner ? all.filter((shift) => !shift.inBanner) : all;
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
