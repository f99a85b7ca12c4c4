/**
 * `npm run bench:lighthouse`: Lighthouse (mobile profile, the default) against the built server
 * (run `npm run build` first) in Debian's Chromium, for /wireless and /smallbusiness/wireless.
 * Each page is measured BENCH_RUNS times (default 3) and the median run is printed: the four
 * category scores, LCP, first paint, CLS, render-blocking stylesheets, and the JavaScript
 * transferred before any interaction, checking that no streaming library (hls.js, dash.js) is
 * among it. Figures, not assertions.
 *
 * BENCH_VISITOR=<sandbox persona id> measures the page as that visitor: the script signs in on
 * the sandbox's sign-in page and hands its cookies to Chromium (Lighthouse's storage reset
 * clears caches and storage between runs, not cookies), so the personalisation layer runs as it
 * would, from a cold cache.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInCookies, waitUntilUp } from './bench-support.ts';

const port = Number(process.env['BENCH_PORT'] ?? 4411);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env['BENCH_PAGES'] ?? '/wireless,/smallbusiness/wireless').split(',');
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const visitor = process.env['BENCH_VISITOR'];
/** BENCH_REPORT_DIR keeps each run's full Lighthouse report (JSON) for a closer look. */
const reportDir = process.env['BENCH_REPORT_DIR'];

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node', ['src/server/serve-node.ts'], {
  env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(port + 1), SITE_URL: base },
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
  row: string;
  notes: string[];
  /**
   * Requests besides the document and the largest image that ended before the largest paint of
   * the unthrottled run: the simulation counts each of them, so one on a new connection adds two
   * simulated round trips to LCP (docs/performance.md, "Reading LCP").
   */
  ahead: string[];
}

async function measure(path: string): Promise<Measured> {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
    .filter((url) => url.href !== `${base}${path}` && !largest.includes(url.pathname))
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
  const row = [
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    Math.round(lcp),
    Math.round(numeric('first-contentful-paint')),
    numeric('cumulative-layout-shift').toFixed(3),
    blockingStyles,
    (jsBytes / 1024).toFixed(1),
    streaming.length ? streaming.join(', ') : 'none',
  ].join(' | ');
  return { lcp, row, notes, ahead };
}

try {
  await waitUntilUp(`${base}/wireless`);
  if (visitor) {
    await setBrowserCookies(await signInCookies(base, visitor));
    console.log(`Measured as the sandbox visitor '${visitor}'.`);
  }
  console.log(
    `| page (median of ${runs}) | performance | accessibility | best practices | SEO | LCP ms | first paint ms | CLS | render-blocking stylesheets | JS before interaction (KB, transferred) | streaming libraries |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const path of pages) {
    // Warm the route cache so the figures describe what an anonymous visitor gets.
    await (await fetch(`${base}${path}`)).text();
    const measured: Measured[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measure(path));
    measured.sort((a, b) => a.lcp - b.lcp);
    const median = measured[Math.floor(measured.length / 2)]!;
    console.log(`| ${path} | ${median.row} |`);
    for (const line of median.notes) console.log(line);
    const runsLine = measured
      .map(({ lcp, ahead }) => `${Math.round(lcp)}${ahead.length ? ` (${ahead.join(', ')})` : ''}`)
      .join(' · ');
    console.log(`    LCP of each run, with what else ended before its largest paint: ${runsLine}`);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
