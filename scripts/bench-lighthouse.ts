/**
 * `npm run bench:lighthouse`: Lighthouse (mobile profile, the default) against the built server
 * (run `npm run build` first) in Debian's Chromium, for /wireless and /smallbusiness/wireless.
 * Prints the four category scores, CLS, and the JavaScript transferred before any interaction,
 * and checks that no streaming library (hls.js, dash.js) is among it. Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env['BENCH_PORT'] ?? 4411);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env['BENCH_PAGES'] ?? '/wireless,/smallbusiness/wireless').split(',');

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node', ['scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(port + 1), SITE_URL: base },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/wireless`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
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

try {
  await waitUntilUp();
  console.log(
    '| page | performance | accessibility | best practices | SEO | CLS | JS before interaction (KB, transferred) | streaming libraries |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const path of pages) {
    // Warm the route cache so the figures describe what an anonymous visitor gets.
    await (await fetch(`${base}${path}`)).text();
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const streaming = scripts
      .filter((item) => /hls|dash/i.test(item.url))
      .map((item) => item.url.split('/').pop());
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    console.log(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${cls.toFixed(3)} | ${(jsBytes / 1024).toFixed(1)} | ${streaming.length ? streaming.join(', ') : 'none'} |`,
    );
    for (const [id, audit] of Object.entries(audits)) {
      const group = ['accessibility', 'best-practices', 'seo'].find((c) =>
        categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
      );
      if (group && audit.score !== null && audit.score < 1)
        console.log(`    ${group}: ${id} — ${audit.title}`);
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
