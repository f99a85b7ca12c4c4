/**
 * `npm run bench`: throughput and resident memory of the built server (run `npm run build` first),
 * measured with autocannon on loopback against processes this script starts and stops. The
 * sandbox upstream runs in a process of its own, so the memory figures are the site's alone.
 *
 * Healthy upstreams (CACHE_MAX_AGE 600):
 *   - a cached anonymous landing page (route-cache hit);
 *   - the same bytes as a static file served by the same server (written into dist/client for the
 *     run and removed afterwards);
 *   - the same page rendered on demand (a credentialed request, which bypasses the cache);
 *   - resident memory at idle, at its peak under the hits, and after the hostile probes (streamed
 *     oversized bodies to the relay and to publish, and a flood of distinct query strings and paths).
 * Across cache expiry (CACHE_MAX_AGE 1, CACHE_SWR 1, healthy upstreams): the four landing pages,
 *   asked for with brotli as browsers do, expire every two seconds, so every key is rendered again
 *   and again while 50 connections wait on it: resident memory's peak, target ≤ 200 MB.
 * Every upstream down (each upstream route answers 503):
 *   - stale hits (CACHE_MAX_AGE 1, the copy stale before the run): target ≥ 0.8× fresh hits;
 *   - a cold start (nothing cached): renders counted from the sandbox's request log, at most one
 *     per key per hold period.
 *
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_PORT (default 4701; the
 * sandbox takes the next port) tune the runs.
 */
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import {
  LANDING_ROUTES,
  SMALL_BUSINESS_PATH,
  WIRELESS_PATH,
} from '../src/domain/landing-routes.ts';
import { DEFAULT_HOLD_MS } from '../src/server/route-cache/renders.ts';
import {
  countRenders,
  measure,
  PUBLISH_SECRET,
  publishEverything,
  residentMb,
  resetSandbox,
  sampleResident,
  startSandboxProcess,
  startSite,
  streamBody,
  takeUpstreamsDown,
  type Figures,
  type Running,
} from './bench-support.ts';

const port = Number(process.env['BENCH_PORT'] ?? 4701);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const STATIC_COPY = 'dist/client/bench-static-copy.html';
const run = { seconds, connections };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the site idles after the probes before its memory is read again. */
const SETTLE_MS = 10_000;

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

async function get(url: string): Promise<Response> {
  const response = await fetch(url);
  await response.clone().arrayBuffer();
  return response;
}

/** At most `parallel` requests at a time, so the flood measures the cache, not the client. */
async function flood(urls: string[], parallel = 20): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next];
      next += 1;
      if (url) await (await fetch(url)).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function healthy(sandbox: Running) {
  const site = await startSite(port, sandbox.url, { CACHE_MAX_AGE: '600' });
  try {
    await get(`${site.url}${WIRELESS_PATH}`);
    await get(`${site.url}${SMALL_BUSINESS_PATH}`);
    const hit = await get(`${site.url}${WIRELESS_PATH}`);
    if (hit.headers.get('x-astro-cache') !== 'HIT')
      throw new Error('the landing page is not being served from the cache');
    const html = await hit.text();
    await writeFile(STATIC_COPY, html);
    await pause(2000);
    const idle = residentMb(site.process.pid);

    const underLoad = sampleResident(site.process.pid);
    const cached = await measure(`${site.url}${WIRELESS_PATH}`, run);
    const load = underLoad.stop();

    // Hostile probes: 8 oversized bodies at once to the relay and to publish, then a flood of
    // 3,300 distinct query strings and paths. None may render, grow the cache, or keep memory.
    await resetSandbox(sandbox.url);
    const probes = sampleResident(site.process.pid);
    const outcomes = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        streamBody(site.url, '/msapi/support-account/v1/accountdetails', 250, {
          cookie: 'SESSION=bench',
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        streamBody(site.url, '/api/publish', 250, { authorization: `Bearer ${PUBLISH_SECRET}` }),
      ),
    ]);
    const urls = Array.from({ length: 1100 }, (_, n) => [
      `${site.url}${WIRELESS_PATH}?utm_source=${n}&gclid=g${n}`,
      `${site.url}${WIRELESS_PATH}?envVar=unknown-${n}`,
      `${site.url}/no-such-page-${n}`,
    ]).flat();
    await flood(urls);
    const probePeak = probes.stop().peak;
    const floodRenders = await countRenders(sandbox.url);
    const stillHit = (await get(`${site.url}${WIRELESS_PATH}`)).headers.get('x-astro-cache');
    await pause(SETTLE_MS);
    const afterProbes = residentMb(site.process.pid);

    // Last, as its 50 concurrent renders grow the heap the figures above leave out.
    const staticFile = await measure(`${site.url}/bench-static-copy.html`, run);
    const onDemand = await measure(`${site.url}${WIRELESS_PATH}`, {
      ...run,
      headers: { authorization: 'Bearer bench' },
    });
    return {
      html,
      cached,
      staticFile,
      onDemand,
      memory: { idle, load: load.peak, probePeak, afterProbes },
      probes: {
        statuses: outcomes.map((outcome) => outcome.status),
        mostSentMb: Math.max(...outcomes.map((outcome) => outcome.sentBytes)) / 1024 / 1024,
        floodRenders,
        stillHit,
      },
    };
  } finally {
    await site.stop();
    await rm(STATIC_COPY, { force: true });
  }
}

async function acrossExpiry(sandbox: Running) {
  const site = await startSite(port, sandbox.url, { CACHE_MAX_AGE: '1', CACHE_SWR: '1' });
  try {
    await resetSandbox(sandbox.url);
    for (const path of LANDING_ROUTES) await get(`${site.url}${path}`);
    await pause(2000);
    const idle = residentMb(site.process.pid);
    const sampling = sampleResident(site.process.pid);
    const figures = await measure(site.url, {
      ...run,
      paths: LANDING_ROUTES,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const { peak } = sampling.stop();
    return { figures, idle, peak, renders: await countRenders(sandbox.url) };
  } finally {
    await site.stop();
    await resetSandbox(sandbox.url);
  }
}

async function upstreamsDown(sandbox: Running) {
  const site = await startSite(port, sandbox.url, { CACHE_MAX_AGE: '1' });
  try {
    await resetSandbox(sandbox.url);
    await get(`${site.url}${WIRELESS_PATH}`);
    await takeUpstreamsDown(sandbox.url);
    await pause(1500);
    const before = await get(`${site.url}${WIRELESS_PATH}`);
    if (before.headers.get('x-astro-cache') !== 'STALE')
      throw new Error(`expected a stale copy, got ${before.headers.get('x-astro-cache')}`);
    const stale = await measure(`${site.url}${WIRELESS_PATH}`, run);
    const staleRenders = await countRenders(sandbox.url);
    const staleBody = await (await get(`${site.url}${WIRELESS_PATH}`)).text();

    await publishEverything(site.url);
    await resetSandbox(sandbox.url);
    await takeUpstreamsDown(sandbox.url);
    const cold = await measure(`${site.url}${WIRELESS_PATH}`, run);
    const coldRenders = await countRenders(sandbox.url);
    return { stale, staleRenders, staleBytes: staleBody.length, cold, coldRenders };
  } finally {
    await site.stop();
    await resetSandbox(sandbox.url);
  }
}

const sandbox = await startSandboxProcess(port + 1);
try {
  const good = await healthy(sandbox);
  const expiry = await acrossExpiry(sandbox);
  const down = await upstreamsDown(sandbox);
  // A render at the start, then at most one after each hold ends.
  const holdPeriods = Math.floor((seconds * 1000) / DEFAULT_HOLD_MS) + 1;
  const row = (name: string, f: Figures) =>
    `| ${name} | ${Math.round(f.requestsPerSecond)} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} |`;
  const targets: [string, Figures][] = [
    ['cached landing page /wireless (fresh hit)', good.cached],
    [`static file, same ${good.html.length} bytes`, good.staticFile],
    ['on-demand render (credentialed)', good.onDemand],
    ['four landing pages across cache expiry (1 s + 1 s)', expiry.figures],
    ['stale hits, every upstream down', down.stale],
    ['cold start, every upstream down', down.cold],
  ];

  console.log(`\n${connections} connections, ${seconds} s each, loopback\n`);
  console.log('| target | requests/s | p50 ms | p99 ms | non-2xx | errors and time-outs |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, figures] of targets) console.log(row(name, figures));
  // A target that answered nothing, or answered with errors, makes every ratio beside it
  // meaningless (an uncompressed render once hung on a wrong Content-Length and read 0 req/s).
  const broken = targets.filter(([, f]) => f.requestsPerSecond === 0 || f.errors > 0);
  for (const [name, f] of broken) {
    console.error(
      `FAILED: ${name}: ${Math.round(f.requestsPerSecond)} req/s, ${f.errors} errors and time-outs`,
    );
  }
  if (broken.length > 0) process.exitCode = 1;

  const ratio = (a: Figures, b: Figures) => a.requestsPerSecond / b.requestsPerSecond;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const staticRatio = ratio(good.cached, good.staticFile);
  const staleRatio = ratio(down.stale, good.cached);
  console.log(
    `\ncached page / static file: ${staticRatio.toFixed(2)} (target ≥ 0.80: ${verdict(staticRatio >= 0.8)})`,
  );
  console.log(`cached page / on-demand render: ${ratio(good.cached, good.onDemand).toFixed(1)}×`);
  console.log(
    `stale hits, upstreams down / fresh hits: ${staleRatio.toFixed(2)} (target ≥ 0.80: ${verdict(staleRatio >= 0.8)}); ` +
      `${down.staleRenders} revalidation renders in ${seconds} s, the stale copy (${down.staleBytes} bytes) served throughout`,
  );
  console.log(
    `cold start, upstreams down: ${down.coldRenders} renders of /wireless in ${seconds} s ` +
      `(one at the start and at most one per ${DEFAULT_HOLD_MS / 1000} s hold after it: ≤ ${holdPeriods}; ${verdict(down.coldRenders <= holdPeriods)})`,
  );

  const { memory, probes } = good;
  const mb = (value: number) => `${Math.round(value)} MB`;
  console.log('\nsite process resident memory (sandbox in its own process):');
  console.log(`  idle after warm-up: ${mb(memory.idle)}`);
  console.log(
    `  peak under ${connections}-connection load on hits: ${mb(memory.load)} (target ≤ 200 MB: ${verdict(memory.load <= 200)})`,
  );
  console.log(
    `  peak across cache expiry (four pages expiring every 2 s, ${expiry.renders} content-feed calls): ${mb(expiry.peak)} from ${mb(expiry.idle)} (target ≤ 200 MB: ${verdict(expiry.peak <= 200)})`,
  );
  console.log(`  peak during the hostile probes: ${mb(memory.probePeak)}`);
  const back = memory.afterProbes / memory.idle;
  console.log(
    `  ${SETTLE_MS / 1000} s after the probes: ${mb(memory.afterProbes)} (${back.toFixed(2)}× idle; target ≤ 1.20: ${verdict(back <= 1.2)})`,
  );
  console.log(
    `hostile probes: 8 × 250 MB bodies answered ${[...new Set(probes.statuses)].join(', ')} (0: cut while sending), the most sent before the refusal ${probes.mostSentMb.toFixed(1)} MB; ` +
      `3,300 flood requests caused ${probes.floodRenders} render(s) (1 expected: the environment the unknown envVar values resolve to); /wireless afterwards: ${probes.stillHit}`,
  );
} finally {
  await sandbox.stop();
}
