import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * What one full-page scan may add to a test's time budget. A scan of a landing page takes 3 to
 * 5 s on an idle 2-core machine and up to 13 s when the machine is busy; a test that scans twice
 * must not fail for the time the scans take.
 */
export const AXE_SCAN_BUDGET_MS = 20_000;

/**
 * Waits (at most 5 s) until every finite animation and transition on the page has finished: colours
 * mid-transition (a tab's text turning white as its highlight slides in) are not the page's colours.
 * The HTML_CodeSniffer check (html-codesniffer.ts) waits the same way.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Runs axe (WCAG 2.x A and AA plus best practices) on the page and fails with a readable list. */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
) {
  test.info().setTimeout(test.info().timeout + AXE_SCAN_BUDGET_MS);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  await animationsSettled(page);
  // No CSSOM preload: axe would fetch cross-origin stylesheets (the AI widget's) and parse them in
  // a <style> it adds, which the page's Content-Security-Policy rightly refuses (tests/support/test.ts).
  builder = builder.options({ preload: false, resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
