/**
 * `npm run bench:fleet`: the fleet's figures (run `npm run build` first). Two instances behind
 * Varnish (scripts/fleet), on loopback ports this script owns (BENCH_PORT, default 4480, and the
 * next four; the upstreams-down fleet uses BENCH_PORT + 10 and up), with a content folder of
 * its own:
 *   - throughput of one landing page through Varnish ÷ the same page from one instance's route
 *     cache (target ≥ 1.5×), and the same bytes as a static file from that instance, same run;
 *   - publish-to-fresh across instances: an edit, a publish on one instance, then the time until
 *     Varnish and the other instance both serve the new page (median and max over 20; target
 *     max ≤ 1 s);
 *   - a cold-cache storm: 50 concurrent first requests, through Varnish and to one instance,
 *     renders counted from the sandbox's request log;
 *   - every upstream down after a cache fill (the feeds answer 503 and every instance is
 *     stopped): requests/s and p99 through Varnish (target 0 errors, p99 ≤ 30 ms).
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the throughput runs;
 * BENCH_DOWN_SECONDS (default 30) the upstreams-down run.
 */
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  countRenders,
  measure,
  resetSandbox,
  takeUpstreamsDown,
  type Figures,
} from './bench-support.ts';
import { setWirelessHeading, startLocalFleet, type Fleet } from './fleet/fleet.ts';
import { FEED_TAGS } from '../src/lib/landing-data.ts';

const port = Number(process.env['BENCH_PORT'] ?? 4480);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const downSeconds = Number(process.env['BENCH_DOWN_SECONDS'] ?? 30);
const PUBLISHES = 20;
const SECRET = 'bench-fleet-publish-secret-0123456789';
const PAGE = '/wireless';
/** What a browser sends: every run gets the brotli bytes a visitor would. */
const BROWSER = { 'accept-encoding': 'br, gzip' };
const STATIC_COPY = 'dist/client/bench-fleet-static-copy.html';

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function body(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, text: await response.text() };
}

async function publish(instanceUrl: string, tags: string[]) {
  const response = await fetch(`${instanceUrl}/api/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
  if (!response.ok)
    throw new Error(`publish answered ${response.status}: ${await response.text()}`);
}

const figures = (label: string, f: Figures) =>
  `${label.padEnd(44)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Throughput: Varnish vs one instance's route cache vs a static file, one after the other. */
async function throughput(fleet: Fleet) {
  const [one] = fleet.instances;
  const { text } = await body(`${fleet.url}${PAGE}`);
  await writeFile(STATIC_COPY, text);
  try {
    // The instance lists its static files when it starts.
    await one!.stop();
    await one!.start();
    await body(`${fleet.url}${PAGE}`, BROWSER);
    const hit = await body(`${fleet.url}${PAGE}`, BROWSER);
    if (hit.response.headers.get('x-cache') !== 'HIT') throw new Error('Varnish is not hitting');
    await body(`${one!.url}${PAGE}`, BROWSER);
    // Past the first hit, the stored copy's brotli body is ready.
    await pause(1000);
    const direct = await body(`${one!.url}${PAGE}`, BROWSER);
    if (direct.response.headers.get('x-astro-cache') !== 'HIT') {
      throw new Error('the instance is not answering from its route cache');
    }
    const run = { seconds, connections, headers: BROWSER };
    const viaVarnish = await measure(`${fleet.url}${PAGE}`, run);
    const instanceHit = await measure(`${one!.url}${PAGE}`, run);
    const staticFile = await measure(`${one!.url}/${path.basename(STATIC_COPY)}`, run);
    console.log(
      `\nThroughput, ${PAGE} (${text.length} bytes), ${connections} connections × ${seconds} s`,
    );
    console.log(figures('through Varnish (HIT)', viaVarnish));
    console.log(figures('one instance, route-cache hit', instanceHit));
    console.log(figures('one instance, same bytes as a static file', staticFile));
    console.log(
      `Varnish ÷ single-instance cache hit: ${(viaVarnish.requestsPerSecond / instanceHit.requestsPerSecond).toFixed(2)}× (target ≥ 1.5×)`,
    );
  } finally {
    await rm(STATIC_COPY, { force: true });
  }
}

/** Publish on one instance; time until Varnish and the other instance both serve the edit. */
async function publishToFresh(fleet: Fleet) {
  const latencies: number[] = [];
  const confirmations: number[] = [];
  const heading = (text: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1]?.trim();
  for (let round = 0; round < PUBLISHES; round += 1) {
    const publisher = fleet.instances[round % 2]!;
    const other = fleet.instances[(round + 1) % 2]!;
    // Every copy holds the current page before the edit.
    for (const url of [fleet.url, fleet.url, publisher.url, other.url]) await body(`${url}${PAGE}`);
    const expected = `Wireless support ${round + 1}`;
    await setWirelessHeading(fleet, expected);
    const started = performance.now();
    await publish(publisher.url, ['feed:content']);
    // The publish answers once the other instance and Varnish have both confirmed.
    confirmations.push(performance.now() - started);
    for (;;) {
      const [viaVarnish, direct] = await Promise.all([
        body(`${fleet.url}${PAGE}`),
        body(`${other.url}${PAGE}`),
      ]);
      if (heading(viaVarnish.text) === expected && heading(direct.text) === expected) break;
      if (performance.now() - started > 10_000) throw new Error(`round ${round + 1} never fresh`);
    }
    latencies.push(performance.now() - started);
  }
  console.log(`\nPublish to fresh (Varnish and the other instance), ${PUBLISHES} publishes`);
  console.log(
    `publish answered (every copy confirmed): median ${median(confirmations).toFixed(1)} ms   max ${Math.max(...confirmations).toFixed(1)} ms`,
  );
  console.log(
    `fresh everywhere: median ${median(latencies).toFixed(1)} ms   max ${Math.max(...latencies).toFixed(1)} ms (target max ≤ 1000 ms)`,
  );
}

/** 50 concurrent first requests: renders seen by the sandbox, through Varnish and direct. */
async function coldStorm(fleet: Fleet) {
  console.log('\nCold-cache storm, 50 concurrent first requests for one page');
  for (const [label, url] of [
    ['through Varnish', fleet.url],
    ['to one instance', fleet.instances[0]!.url],
  ] as const) {
    await publish(fleet.instances[0]!.url, FEED_TAGS);
    await resetSandbox(fleet.sandboxUrl);
    const answers = await Promise.all(Array.from({ length: 50 }, () => body(`${url}${PAGE}`)));
    const ok = answers.filter(({ response }) => response.ok).length;
    console.log(
      `${label.padEnd(16)} ${ok}/50 answered 200, renders: ${await countRenders(fleet.sandboxUrl)} (sandbox request log)`,
    );
  }
}

/** Every upstream down after a fill: the feeds fail and every instance is stopped. */
async function upstreamsDown() {
  const fleet = await startLocalFleet(port + 10, 'bench-fleet-down', {
    publishSecret: SECRET,
    env: {
      CACHE_MAX_AGE: '2',
      CACHE_SWR: '600',
    },
  });
  try {
    await body(`${fleet.url}${PAGE}`, BROWSER);
    await takeUpstreamsDown(fleet.sandboxUrl);
    await Promise.all(fleet.instances.map((instance) => instance.stop()));
    const until = Date.now() + 10_000;
    for (;;) {
      const health = Object.values(await fleet.varnish.backendHealth());
      if (health.length > 0 && health.every((state) => state === 'sick')) break;
      if (Date.now() > until) throw new Error('Varnish still sees a healthy instance');
      await pause(200);
    }
    // Past max-age, so every answer comes from grace.
    await pause(2500);
    const sample = await body(`${fleet.url}${PAGE}`, BROWSER);
    const result = await measure(`${fleet.url}${PAGE}`, {
      seconds: downSeconds,
      connections: 50,
      headers: BROWSER,
    });
    console.log(
      `\nEvery upstream down (feeds 503, every instance stopped, Varnish probes sick), 50 connections × ${downSeconds} s`,
    );
    console.log(
      `sample answer: ${sample.response.status}, X-Cache ${sample.response.headers.get('x-cache')}, Age ${sample.response.headers.get('age')} s (max-age 2 s: from grace)`,
    );
    console.log(figures('through Varnish', result));
  } finally {
    await fleet.stop();
  }
}

const fleet = await startLocalFleet(port, 'bench-fleet', {
  publishSecret: SECRET,
  env: { CACHE_MAX_AGE: '600', CACHE_SWR: '600' },
});
try {
  await throughput(fleet);
  await publishToFresh(fleet);
  await coldStorm(fleet);
} finally {
  await fleet.stop();
}
await upstreamsDown();
