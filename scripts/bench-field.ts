/**
 * `npm run bench:field`: field and lab in one run. The built site (with its embedded sandbox) on
 * loopback ports of its own; FIELD_VIEWS (default 200) real page views of the four landing pages
 * in Debian's Chromium through Playwright, spread over a throttled phone (390 px, CPU 4× slower
 * through the DevTools protocol) and a desktop, anonymous and signed in (the sandbox's
 * 'consumer'). Each view waits for the page module, taps the page's heading (which loads
 * web-vitals), taps it again and presses a key, and leaves, so its beacon goes to `POST /api/vitals`. Then the p75
 * of LCP, INP and CLS per route, visitor kind and device class is read from /metrics' histograms
 * (as the documented PromQL computes it), beside Lighthouse's LCP (mobile, the median of
 * BENCH_RUNS, default 3, at most 5) for each page from the same server. Figures, not assertions.
 *
 * BENCH_PORT (default 4641; the sandbox uses the next one), OUT_DIR (default dist): run
 * `npm run build` first. CHROME_PATH as for `npm run bench:lighthouse`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LANDING_ROUTES, WIRELESS_PATH } from '../src/domain/landing-routes.ts';
import { histogramQuantile, observations, readHistograms } from './bench-field-table.ts';
import { signInCookies, waitUntilUp } from './bench-support.ts';

const port = Number(process.env['BENCH_PORT'] ?? 4641);
const base = `http://127.0.0.1:${port}`;
/** Bounded: a few hundred views is the point; a thousand is the most one run makes. */
const views = Math.min(1000, Math.max(1, Number(process.env['FIELD_VIEWS'] ?? 200)));
const lighthouseRuns = Math.min(5, Math.max(1, Number(process.env['BENCH_RUNS'] ?? 3)));
const outDir = process.env['OUT_DIR'] ?? 'dist';
const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
/** Each view's own limit, so one stuck page cannot hold the run. */
const VIEW_TIMEOUT_MS = 30_000;

if (!existsSync(path.join(outDir, 'server', 'entry.mjs'))) {
  console.error(`No build in ${outDir}: run \`npm run build\` first (OUT_DIR picks the folder).`);
  process.exit(1);
}

const server = spawn(process.execPath, ['src/server/serve-node.ts'], {
  env: {
    ...process.env,
    // Measured over the embedded sandbox, which stands in only for the local environment.
    SITE_ENV: 'local',
    PORT: String(port),
    HOST: '127.0.0.1',
    SANDBOX_PORT: String(port + 1),
    SITE_URL: base,
    OUT_DIR: outDir,
    LOG_LEVEL: 'warn',
    // Every view sends its beacon, whatever the environment says.
    VITALS_SAMPLE_RATE: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** A persona's sign-in cookies, for the browser contexts of this site. */
async function personaCookies(persona: string) {
  const cookies = await signInCookies(base, persona);
  return cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' }));
}

interface Profile {
  device: 'phone' | 'desktop';
  options: BrowserContextOptions;
  cpuSlowdown: number;
}

const PROFILES: Profile[] = [
  {
    device: 'phone',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    cpuSlowdown: 4,
  },
  { device: 'desktop', options: { viewport: { width: 1350, height: 940 } }, cpuSlowdown: 1 },
];

/** One page view from a cold cache: load, tap, a key, leave. Returns whether it completed. */
async function pageView(
  browser: Browser,
  route: string,
  profile: Profile,
  cookies: Awaited<ReturnType<typeof personaCookies>> | undefined,
): Promise<boolean> {
  const context = await browser.newContext({ ...profile.options, baseURL: base });
  try {
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    page.setDefaultTimeout(VIEW_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(route);
    await page.locator('[data-page-analytics][data-tracking="started"]').waitFor({
      state: 'attached',
    });
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.waitForFunction(() =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (event) => event.event === 'Web_Vital',
      ),
    );
    // The interactions INP measures: a tap and a key, with web-vitals listening.
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.keyboard.press('Tab');
    // Leaving the page turns it hidden: its beacon goes. Closing the browser context at once
    // could cancel it on its way, so the view waits (briefly) until /metrics has counted it.
    const counted = await beaconsCounted();
    await page.goto('about:blank');
    for (let wait = 0; wait < 30 && (await beaconsCounted()) === counted; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return true;
  } catch (error) {
    console.error(`  ${profile.device} ${route}: ${String(error).split('\n')[0]}`);
    return false;
  } finally {
    await context.close();
  }
}

async function metricsText(): Promise<string> {
  return (await fetch(`${base}/metrics`)).text();
}

/** Beacons the server accepted (204): every one that reached it with at least one metric. */
const beaconsCounted = async () => {
  const accepted = (await metricsText())
    .split('\n')
    .find((line) => line.startsWith('site_http_requests_total{route="api",status="204"}'));
  return Number(accepted?.split(' ').pop() ?? 0);
};

async function lighthouseLcp(route: string, chromePort: number): Promise<number> {
  const lcps: number[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    const result = await lighthouse(`${base}${route}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    lcps.push(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  }
  lcps.sort((a, b) => a - b);
  return lcps[Math.floor(lcps.length / 2)]!;
}

const format = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);

try {
  await waitUntilUp(`${base}${WIRELESS_PATH}`);
  // Warm the route cache, so the views measure what visitors get from it.
  for (const route of LANDING_ROUTES) await (await fetch(`${base}${route}`)).text();
  const signedIn = await personaCookies('consumer');

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const started = Date.now();
  let completed = 0;
  const countedBefore = await beaconsCounted();
  for (let view = 0; view < views; view += 1) {
    // Every combination in turn: route fastest, then device, then visitor kind.
    const route = LANDING_ROUTES[view % LANDING_ROUTES.length]!;
    const profile = PROFILES[Math.floor(view / LANDING_ROUTES.length) % PROFILES.length]!;
    const cookies =
      Math.floor(view / (LANDING_ROUTES.length * PROFILES.length)) % 2 === 1 ? signedIn : undefined;
    if (await pageView(browser, route, profile, cookies)) completed += 1;
    if ((view + 1) % 50 === 0) console.log(`  ${view + 1} of ${views} page views`);
  }
  await browser.close();
  // The last beacons may still be on their way.
  for (let wait = 0; wait < 50 && (await beaconsCounted()) - countedBefore < completed; wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const counted = (await beaconsCounted()) - countedBefore;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const refused = (await metricsText())
    .split('\n')
    .filter((line) => line.startsWith('site_field_vitals_refused_total{'));
  console.log(
    `${views} page views in ${seconds} s: ${completed} completed, ${counted} beacons counted on /metrics; refused: ${refused.join(', ') || 'none'}.`,
  );

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const lab = new Map<string, number>();
  try {
    for (const route of LANDING_ROUTES) lab.set(route, await lighthouseLcp(route, chrome.port));
  } finally {
    chrome.kill();
  }

  const text = await metricsText();
  const histograms = {
    LCP: readHistograms(text, 'site_field_lcp_seconds'),
    INP: readHistograms(text, 'site_field_inp_seconds'),
    CLS: readHistograms(text, 'site_field_cls'),
  };
  const p75 = (metric: keyof typeof histograms, key: string) => {
    const series = histograms[metric].find((h) => JSON.stringify(h.labels) === key);
    return series ? histogramQuantile(0.75, series.buckets) : undefined;
  };
  console.log(
    `\n| route | visitor | device | views | p75 LCP ms | p75 INP ms | p75 CLS | Lighthouse LCP ms (mobile, median of ${lighthouseRuns}) |`,
  );
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
  const rows = histograms.LCP.map((h) => h.labels).sort((a, b) =>
    `${a['route']} ${a['visitor']} ${a['device']}`.localeCompare(
      `${b['route']} ${b['visitor']} ${b['device']}`,
    ),
  );
  for (const labels of rows) {
    const key = JSON.stringify(labels);
    const count = observations(histograms.LCP.find((h) => JSON.stringify(h.labels) === key)!);
    const lcp = p75('LCP', key);
    const inp = p75('INP', key);
    console.log(
      `| ${labels['route']} | ${labels['visitor']} | ${labels['device']} | ${count} | ${format(
        lcp === undefined ? undefined : lcp * 1000,
      )} | ${format(inp === undefined ? undefined : inp * 1000)} | ${format(p75('CLS', key), 3)} | ${format(
        lab.get(labels['route'] ?? ''),
      )} |`,
    );
  }
  console.log(
    '\np75 from the histograms as histogram_quantile(0.75, …) computes it: linear within a bucket, so a value reads to its bucket bounds (docs/field-vitals.md).',
  );
} finally {
  server.kill('SIGTERM');
}
