/**
 * Core Web Vitals from the field, end to end on the built node server: a page view, an
 * interaction and leaving the page send one beacon with the five metrics and the visitor's kind;
 * the dataLayer has one Web_Vital event per metric with the same values; /metrics counts them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signInAs } from '../support/sandbox.ts';
import { SERIES } from '../support/field-vitals-series.ts';

const FIVE = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

interface Beacon {
  route: string;
  visitor: string;
  width: number;
  metrics: Record<string, number>;
}

interface Pushed {
  event?: string;
  metricName?: string;
  metricValue?: number;
  pageUrl?: string;
  visitorKind?: string;
  pageLanguage?: string;
}

const KEPT = 'e2e-data-layer';
const SENT = 'e2e-beacons';

/**
 * Keeps every dataLayer event and every beacon of the tab in sessionStorage as it happens, so
 * those of a page that has been left can be read on the next one. (A beacon sent while a page
 * unloads is not among the requests Playwright sees; the server's /metrics shows it arrived.)
 */
async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ eventsKey, beaconsKey }) => {
      const keep = (key: string, items: unknown[]) => {
        const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        sessionStorage.setItem(key, JSON.stringify([...kept, ...items]));
      };
      const layer: unknown[] = [];
      layer.push = (...items: unknown[]) => {
        keep(eventsKey, items);
        return Array.prototype.push.apply(layer, items);
      };
      (window as { dataLayer?: unknown[] }).dataLayer = layer;
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        const queued = send(url, data);
        keep(beaconsKey, [{ url: String(url), body: String(data), queued }]);
        return queued;
      };
    },
    { eventsKey: KEPT, beaconsKey: SENT },
  );
}

/** The beacons the tab has sent so far, with their bodies. */
async function sentBeacons(page: Page): Promise<Beacon[]> {
  const kept = await page.evaluate((key) => sessionStorage.getItem(key) ?? '[]', SENT);
  return (JSON.parse(kept) as { url: string; body: string; queued: boolean }[]).map(
    ({ url, body, queued }) => {
      expect(url).toBe('/api/vitals');
      // The browser took it: it is sent even though the page is gone.
      expect(queued).toBe(true);
      return JSON.parse(body) as Beacon;
    },
  );
}

/** The page's module has started, a first interaction loaded web-vitals, and a second, timed one ran. */
async function viewAndInteract(page: Page): Promise<void> {
  await expect(page.locator('[data-page-analytics][data-tracking="started"]')).toBeAttached();
  await page.getByRole('heading', { level: 1 }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as { dataLayer?: Pushed[] }).dataLayer ?? []).filter(
            (e) => e.event === 'Web_Vital',
          ).length,
      ),
    )
    .toBeGreaterThan(0);
  // The browser times only interactions of 16 ms or more (Event Timing), and on an idle machine
  // a key press on this page can be quicker: this one does 50 ms of work, so it is certainly
  // timed and INP certainly has an interaction to report (CI once saw none).
  await page.evaluate(() => {
    document.addEventListener(
      'keydown',
      () => {
        const until = performance.now() + 50;
        while (performance.now() < until);
      },
      { once: true },
    );
    // The browser hands the page an interaction's timing only after the frame that follows it;
    // a page hidden before then has no interaction for INP (a shuffled run once saw none).
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => entry.name === 'keydown')) {
        document.documentElement.dataset['keyTimed'] = '';
        observer.disconnect();
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-key-timed]')).toBeAttached();
}

/**
 * The visitor switches to another tab: the page is hidden but alive, so its beacon is sent at
 * once (a beacon sent while a page unloads can be lost in headless Chromium, which would make
 * the server's count a matter of luck).
 */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The count of each metric's histogram for these labels, from /metrics. */
async function counts(page: Page, labels: string): Promise<Record<string, number>> {
  const text = await (await page.request.get('/metrics')).text();
  return Object.fromEntries(
    Object.entries(SERIES).map(([metric, name]) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name}_count{${labels}}`));
      return [metric, Number(line?.split(' ').pop() ?? 0)];
    }),
  );
}

/** The counts once two reads a second apart agree. */
async function settledCounts(page: Page, labels: string): Promise<Record<string, number>> {
  let last = await counts(page, labels);
  for (let read = 0; read < 10; read += 1) {
    await page.waitForTimeout(1000);
    const now = await counts(page, labels);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

async function keptEvents(page: Page, pageUrl: string): Promise<Pushed[]> {
  const kept = await page.evaluate((key) => sessionStorage.getItem(key) ?? '[]', KEPT);
  return (JSON.parse(kept) as Pushed[]).filter(
    (e) => e.event === 'Web_Vital' && e.pageUrl === pageUrl,
  );
}

test('leaving the page sends one beacon with the five metrics, matching the dataLayer', async ({
  page,
  context,
}) => {
  await watch(context);
  await page.goto('/wireless');
  await viewAndInteract(page);
  expect(await sentBeacons(page)).toHaveLength(0);
  // Leaving the page.
  await page.goto('/smallbusiness/wireless');

  const beacons = await sentBeacons(page);
  expect(beacons).toHaveLength(1);
  const [beacon] = beacons;
  expect(beacon).toMatchObject({ route: '/wireless', visitor: 'anonymous', width: 1280 });
  expect(Object.keys(beacon!.metrics).sort()).toEqual(FIVE);

  const events = await keptEvents(page, '/wireless');
  expect(events.map((e) => e.metricName).sort()).toEqual(FIVE);
  for (const event of events) {
    expect(event).toMatchObject({ visitorKind: 'anonymous', pageLanguage: 'en' });
    expect(event.metricValue).toBe(beacon!.metrics[event.metricName!]);
  }
});

test("a hidden page's beacon is counted on /metrics, once, for each of the five metrics", async ({
  page,
  context,
}) => {
  await watch(context);
  // A page of its own, so no other test's beacon can land in these counts.
  const labels = 'route="/es/wireless",visitor="anonymous",device="desktop"';
  // Counted once no beacon is still on its way: a page another spec in this worker closed just
  // before may send its own as it goes.
  const before = await settledCounts(page, labels);
  await page.goto('/es/wireless');
  await viewAndInteract(page);
  await hideTab(page);
  await expect
    .poll(() => counts(page, labels))
    .toEqual(Object.fromEntries(FIVE.map((metric) => [metric, before[metric]! + 1])));
  // Leaving afterwards sends nothing more: one beacon a page view.
  await page.goto('/smallbusiness/wireless');
  expect(await sentBeacons(page)).toHaveLength(1);
});

test('a signed-in page view names its visitor kind, never the visitor', async ({
  page,
  context,
}) => {
  await watch(context);
  const labels = 'route="/wireless",visitor="signedIn",device="desktop"';
  const before = await counts(page, labels);
  await signInAs(page, 'Signed-in consumer');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  await viewAndInteract(page);
  await hideTab(page);
  await page.goto('/smallbusiness/wireless');

  const beacons = await sentBeacons(page);
  expect(beacons).toHaveLength(1);
  expect(beacons[0]).toMatchObject({ route: '/wireless', visitor: 'signedIn' });
  expect(Object.keys(beacons[0]!).sort()).toEqual(['metrics', 'route', 'visitor', 'width']);
  expect(Object.keys(beacons[0]!.metrics).sort()).toEqual(FIVE);
  // A metric that changes after the first hide (a late shift) is reported again: the events
  // name each of the five at least once, the beacon carries each once.
  const events = await keptEvents(page, '/wireless');
  expect([...new Set(events.map((e) => e.metricName))].sort()).toEqual(FIVE);
  for (const event of events) expect(event.visitorKind).toBe('signedIn');
  await expect.poll(async () => (await counts(page, labels)).LCP).toBe(before.LCP! + 1);
});
