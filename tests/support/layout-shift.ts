/**
 * Layout shifts as the browser reports them (the layout-shift entries behind CLS), recorded from
 * the page's first paint, with what moved, so a failing test says which element shifted.
 */
import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  sources: string[];
}

/** Starts recording on every page the tab loads from now on. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far on the current page, and their sum (the figure a CLS budget is held to). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts?: Shift[] }).__shifts ?? [],
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
