/**
 * Field vitals in each engine (docs/field-vitals.md): a page view with interactions, then leaving
 * the page, sends one beacon that /metrics counts, with the metrics the engine can measure and
 * nothing else. Firefox has no Layout Instability API (no CLS); WebKitGTK has neither Event
 * Timing (no INP) nor Largest Contentful Paint nor Layout Instability. The product degrades as
 * designed: web-vitals reports what the browser measures, the beacon carries those metrics only,
 * and the server takes a beacon with any of them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEngine, selectedEngines, type EnginePage } from './support/engines.ts';
import { settled, waitFor } from './support/page-checks.ts';
import { SERIES, type Metric } from '../support/field-vitals-series.ts';

/** What each engine measured in the runs this suite was written from. */
const MEASURED: Record<string, Metric[]> = {
  firefox: ['FCP', 'INP', 'LCP', 'TTFB'],
  webkit: ['FCP', 'TTFB'],
};

const LABELS = 'route="/wireless",visitor="anonymous",device="desktop"';

async function counts(): Promise<Record<Metric, number> & { refused: number }> {
  const text = await (await fetch(new URL('/metrics', inject('siteUrl')))).text();
  const count = (prefix: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(prefix))
      .reduce((sum, line) => sum + Number(line.split(' ').pop() ?? 0), 0);
  const entries = Object.entries(SERIES).map(([metric, name]) => [
    metric,
    count(`${name}_count{${LABELS}}`),
  ]);
  return {
    ...(Object.fromEntries(entries) as Record<Metric, number>),
    refused: count('site_field_vitals_refused_total'),
  };
}

for (const engine of selectedEngines()) {
  describe(`${engine}: field vitals`, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await openEngine(engine);
      await page.setViewport(1280, 800);
    });
    afterAll(async () => {
      await page?.close();
    });

    it('/wireless: one beacon with the metrics the engine measures, counted on /metrics', async () => {
      const before = await counts();
      await page.goto('/wireless');
      const supported = await page.evaluate(() => PerformanceObserver.supportedEntryTypes);
      const expected = (
        [
          ['TTFB', 'navigation'],
          ['FCP', 'paint'],
          ['LCP', 'largest-contentful-paint'],
          ['INP', 'event'],
          ['CLS', 'layout-shift'],
        ] as const
      )
        .filter(([, type]) => supported.includes(type))
        .map(([metric]) => metric)
        .sort();
      expect(expected, `what ${engine} can measure`).toEqual(MEASURED[engine]);

      await waitFor(
        page,
        'the page module started',
        () => document.querySelector('[data-page-analytics][data-tracking="started"]') !== null,
      );
      // The first interaction loads web-vitals; the second is timed (where Event Timing exists).
      await page.click('h1');
      await waitFor(page, 'web-vitals reporting', () =>
        ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (e) => e.event === 'Web_Vital',
        ),
      );
      await page.click('h1');
      await page.press('Tab');
      await settled(page);
      // Leaving the page hides it: the beacon goes.
      await page.goto('/smallbusiness/wireless');
      let after = await counts();
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        if (after.FCP > before.FCP) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
        after = await counts();
      }
      const counted = (Object.keys(SERIES) as Metric[])
        .filter((metric) => after[metric] > before[metric])
        .sort();
      expect(counted, `the metrics ${engine}'s beacon carried`).toEqual(expected);
      expect(after.refused).toBe(before.refused);
      expect(await page.takeErrors()).toEqual([]);
    });
  });
}
