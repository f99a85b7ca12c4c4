/**
 * `npm run bench:lighthouse`: Lighthouse (mobile profile, the default) in Debian's Chromium against
 * the built server (run `npm run build` first), beside a bare Astro page with one React island
 * (bench/bare-astro, built here into dist-bare and served by the site's static server with the same
 * brotli copies): the anchor, measured in the same run, interleaved with the pages, so a busy moment
 * of the machine weighs on both.
 *
 * Anonymous: the four landing pages and a watch page (BENCH_PAGES); signed in as a sandbox persona
 * (BENCH_VISITOR, default `consumer`; `none` skips it): /wireless and /es/wireless
 * (BENCH_SIGNED_IN_PAGES). Each page BENCH_RUNS times (default 5); the median LCP and TBT are
 * printed with the bare page's medians of the same rounds subtracted, against the targets (LCP and
 * TBT within 50 ms of the bare page anonymous, 100 ms signed in), with the median run's scores,
 * first paint, CLS, render-blocking stylesheets and the JavaScript before interaction (and whether
 * a streaming library is among it). Figures and verdicts, not assertions.
 *
 * The signed-in rounds sign in on the sandbox's sign-in page and hand its cookies to Chromium
 * (Lighthouse's storage reset clears caches and storage between runs, not cookies), so the
 * personalisation layer runs as it would, from a cold cache.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { WIRELESS_PATH } from '../src/domain/landing-routes.ts';
import { signInCookies, waitUntilUp } from './bench-support.ts';

const BARE_ROOT = 'bench/bare-astro';
const BARE_OUT = 'dist-bare';

const port = Number(process.env['BENCH_PORT'] ?? 4411);
const base = `http://127.0.0.1:${port}`;
const barePort = port + 2;
const bareBase = `http://127.0.0.1:${barePort}`;
const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').filter(Boolean);
const pages = list(
  process.env['BENCH_PAGES'],
  '/wireless,/smallbusiness/wireless,/es/wireless,/es/smallbusiness/wireless,/support/videos/9100003',
);
const signedInPages = list(process.env['BENCH_SIGNED_IN_PAGES'], '/wireless,/es/wireless');
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const visitor = process.env['BENCH_VISITOR'] ?? 'consumer';
/** BENCH_REPORT_DIR keeps each run's full Lighthouse report (JSON) for a closer look. */
const reportDir = process.env['BENCH_REPORT_DIR'];
/**
 * BENCH_THROTTLING: `simulate` (Lighthouse's default, Lantern) or `devtools`: the network and CPU
 * throttled while the page loads, and the paints observed, not inferred. Lantern counts every
 * request that ended before the unthrottled run's largest paint, so a page that paints while its
 * images or island code are still on the wire reads faster than one whose requests beat the
 * paint on a quick machine ("Reading LCP" in docs/performance.md); applied throttling has no such
 * race, at the price of runs several times longer and more sensitive to a busy machine.
 */
const throttling = ((value) => {
  if (value === 'simulate' || value === 'devtools') return value;
  console.error(`BENCH_THROTTLING must be simulate or devtools, not '${value}'.`);
  return process.exit(1);
})(process.env['BENCH_THROTTLING'] ?? 'simulate');

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

/** Runs a build step to its end, failing the bench with its name if it fails. */
function step(name: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${String(code)})`)),
    );
  });
}

// The anchor: built every run (a few seconds), so it is always the installed Astro's bare page.
await step("the bare page's build", [
  'node_modules/astro/bin/astro.mjs',
  'build',
  '--root',
  BARE_ROOT,
]);
await step("the bare page's brotli copies", ['scripts/precompress-assets.ts'], {
  OUT_DIR: BARE_OUT,
});

const server = spawn('node', ['src/server/serve-node.ts'], {
  // Over the embedded sandbox, which stands in only for the local environment.
  env: {
    ...process.env,
    SITE_ENV: 'local',
    PORT: String(port),
    SANDBOX_PORT: String(port + 1),
    SITE_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bareServer = spawn('node', ['src/server/serve-static.ts'], {
  env: {
    ...process.env,
    PORT: String(barePort),
    STATIC_DIR: join(BARE_OUT, 'client'),
    SITE_URL: bareBase,
    REBUILD_DIR: join(BARE_OUT, 'rebuilds'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

interface NetworkItem {
  url: string;
  resourceType?: string;
  /** When the response ended, ms after navigation started (the unthrottled run). */
  networkEndTime?: number;
  transferSize?: number;
  /** Chromium's verdict: 'blocking', 'in_body_parser_blocking', 'non_blocking', … */
  renderBlocking?: string;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Puts cookies into the browser through the DevTools protocol (the browser target). */
async function setBrowserCookies(cookies: { name: string; value: string }[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const done = new Promise<void>((resolve, reject) => {
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
      if (message.id !== 1) return;
      if (message.error) reject(new Error(JSON.stringify(message.error)));
      else resolve();
    };
  });
  socket.send(
    JSON.stringify({
      id: 1,
      method: 'Storage.setCookies',
      params: {
        cookies: cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })),
      },
    }),
  );
  await done;
  socket.close();
}

interface Measured {
  lcp: number;
  tbt: number;
  row: string;
  notes: string[];
  /**
   * Requests besides the document and the largest image that ended before the largest paint of
   * the unthrottled run: the simulation counts each of them, so one on a new connection adds two
   * simulated round trips to LCP (docs/performance.md, "Reading LCP").
   */
  ahead: string[];
}

async function measure(path: string, origin = base): Promise<Measured> {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: throttling,
  });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
    writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const streaming = scripts
    .filter((item) => /hls|dash/i.test(item.url))
    .map((item) => item.url.split('/').pop());
  const blockingStyles = items.filter(
    (item) => item.resourceType === 'Stylesheet' && item.renderBlocking !== 'non_blocking',
  ).length;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const lcp = numeric('largest-contentful-paint');
  const observed = (
    audits['metrics']?.details as
      { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items?.[0]?.observedLargestContentfulPaint;
  // The largest element as Lighthouse describes it (its HTML names its image, if it is one).
  const largest = JSON.stringify(audits['lcp-breakdown-insight']?.details ?? {});
  const ahead = items
    .filter((item) => observed !== undefined && (item.networkEndTime ?? Infinity) <= observed)
    .map((item) => new URL(item.url))
    .filter((url) => url.href !== `${origin}${path}` && !largest.includes(url.pathname))
    .map((url) => url.pathname.split('/').pop() ?? url.pathname);
  const notes: string[] = [];
  for (const [id, audit] of Object.entries(audits)) {
    const group = ['accessibility', 'best-practices', 'seo'].find((c) =>
      categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
    );
    if (group && audit.score !== null && audit.score < 1) {
      notes.push(`    ${group}: ${id} — ${audit.title}`);
      // What the audit found (a console error's text and source, for example).
      const found =
        (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      for (const item of found.slice(0, 3))
        notes.push(
          `      ${String(item['description'] ?? item['url'] ?? JSON.stringify(item)).slice(0, 160)}`,
        );
    }
  }
  const tbt = numeric('total-blocking-time');
  const row = [
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    Math.round(numeric('first-contentful-paint')),
    numeric('cumulative-layout-shift').toFixed(3),
    blockingStyles,
    (jsBytes / 1024).toFixed(1),
    streaming.length ? streaming.join(', ') : 'none',
  ].join(' | ');
  return { lcp, tbt, row, notes, ahead };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const BARE = 'bare Astro page';

/**
 * `runs` rounds, each measuring the bare page and then every page once: returns each page's runs
 * (the bare page's under BARE).
 */
async function rounds(paths: readonly string[]): Promise<Map<string, Measured[]>> {
  const measured = new Map<string, Measured[]>([[BARE, []]]);
  for (let round = 0; round < runs; round += 1) {
    measured.get(BARE)?.push(await measure('/', bareBase));
    for (const path of paths) {
      const runsOf = measured.get(path) ?? [];
      runsOf.push(await measure(path));
      measured.set(path, runsOf);
    }
  }
  return measured;
}

/** One table row a page: the median run's figures, and LCP and TBT against the bare page's. */
function report(who: string, measured: Map<string, Measured[]>, allowance: number): void {
  const bare = measured.get(BARE) ?? [];
  const bareLcp = median(bare.map((run) => run.lcp));
  const bareTbt = median(bare.map((run) => run.tbt));
  for (const [path, runsOf] of measured) {
    const byLcp = [...runsOf].sort((a, b) => a.lcp - b.lcp);
    const middle = byLcp[Math.floor(byLcp.length / 2)];
    if (!middle) continue;
    const lcp = median(runsOf.map((run) => run.lcp));
    const tbt = median(runsOf.map((run) => run.tbt));
    const dLcp = lcp - bareLcp;
    const dTbt = tbt - bareTbt;
    const verdict =
      path === BARE ? '–' : dLcp <= allowance && dTbt <= allowance ? 'met' : 'NOT met';
    console.log(
      `| ${who} | ${path} | ${Math.round(lcp)} | ${Math.round(tbt)} | ${path === BARE ? '–' : `${dLcp >= 0 ? '+' : ''}${Math.round(dLcp)}`} | ${path === BARE ? '–' : `${dTbt >= 0 ? '+' : ''}${Math.round(dTbt)}`} | ${verdict} | ${middle.row} |`,
    );
    for (const line of middle.notes) console.log(line);
    const runsLine = byLcp
      .map(
        ({ lcp: value, ahead }) =>
          `${Math.round(value)}${ahead.length ? ` (${ahead.join(', ')})` : ''}`,
      )
      .join(' · ');
    console.log(`    LCP of each run, with what else ended before its largest paint: ${runsLine}`);
  }
}

try {
  await waitUntilUp(`${base}${WIRELESS_PATH}`);
  await waitUntilUp(`${bareBase}/`);
  // Warm the route cache so the figures describe what a visitor gets from a cached page.
  for (const path of new Set([...pages, ...signedInPages]))
    await (await fetch(`${base}${path}`)).text();
  console.log(
    `Medians of ${runs} runs (${throttling} throttling), each round the bare page then every page. Targets: LCP and TBT within 50 ms of the bare page's anonymous, 100 ms signed in.\n`,
  );
  console.log(
    '| visitor | page | LCP ms | TBT ms | LCP − bare | TBT − bare | target | performance | accessibility | best practices | SEO | first paint ms | CLS | render-blocking stylesheets | JS before interaction (KB, transferred) | streaming libraries |',
  );
  console.log(
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  report('anonymous', await rounds(pages), 50);
  if (visitor !== 'none' && signedInPages.length > 0) {
    await setBrowserCookies(await signInCookies(base, visitor));
    report(`signed in (${visitor})`, await rounds(signedInPages), 100);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  bareServer.kill('SIGTERM');
}
