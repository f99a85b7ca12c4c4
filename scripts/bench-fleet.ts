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
 * The load comes from wrk (native; a JavaScript client saturates its own core first, see
 * scripts/fleet/wrk.ts). With two or more CPUs the client runs on CPU 0 and both fleets (Varnish
 * and every instance) on the others, so the client cannot take the servers' core and every target
 * gets the same CPUs; BENCH_PIN=0 leaves everything unpinned. Each run prints the CPU the client
 * and the server used, which shows which of them was the limit.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the throughput runs;
 * BENCH_DOWN_SECONDS (default 30) the upstreams-down run.
 */
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  countRenders,
  processTreeCpuSeconds,
  resetSandbox,
  takeUpstreamsDown,
} from './bench-support.ts';
import { setWirelessHeading, startLocalFleet, type Fleet } from './fleet/fleet.ts';
import { benchCpus } from './fleet/cpus.ts';
import { measureWithWrk, type WrkFigures } from './fleet/wrk.ts';
import { FEED_TAGS } from '../src/feeds/landing-data.ts';
import { WIRELESS_PATH } from '../src/domain/landing-routes.ts';

const port = Number(process.env['BENCH_PORT'] ?? 4480);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const downSeconds = Number(process.env['BENCH_DOWN_SECONDS'] ?? 30);
const PUBLISHES = 20;
const SECRET = 'bench-fleet-publish-secret-0123456789';
const PAGE = WIRELESS_PATH;
/** What a browser sends: every run gets the brotli bytes a visitor would. */
const BROWSER = { 'accept-encoding': 'br, gzip' };
const STATIC_COPY = 'dist/client/bench-fleet-static-copy.html';
const cpus = benchCpus(availableParallelism(), process.env['BENCH_PIN'] !== '0');
/** One wrk thread per client CPU (wrk's own advice), on the client's CPUs. */
const CLIENT = { threads: cpus.clientThreads, cpus: cpus.client };

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function body(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, text: await response.text() };
}

/** An answer's headers and its body as sent (fetch would decode it): its size on the wire. */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; size: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve({ headers: response.headers, size }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
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

interface Run extends WrkFigures {
  /** CPU the server's processes used over the run, in cores. */
  serverCores: number;
}

/** A wrk run against `url`, with the CPU `serverPid`'s process tree used meanwhile. */
async function measure(
  url: string,
  serverPid: number | undefined,
  run: { seconds: number; connections: number },
): Promise<Run> {
  const before = processTreeCpuSeconds(serverPid);
  const started = performance.now();
  const result = await measureWithWrk(url, { ...run, ...CLIENT, headers: BROWSER });
  const elapsed = (performance.now() - started) / 1000;
  return { ...result, serverCores: (processTreeCpuSeconds(serverPid) - before) / elapsed };
}

const figures = (label: string, f: Run) =>
  `${label.padEnd(42)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   status ≥ 400: ${f.non2xx}   errors ${f.errors}   CPU: client ${f.clientCores.toFixed(2)}, server ${f.serverCores.toFixed(2)} cores`;

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
    // Every instance renders the page and makes its best-ratio bodies (brotli 11, just after the
    // render) before Varnish first asks for it: Varnish keeps the body it fetched, and one
    // compressed on the fly would make it serve more bytes per request than the instance.
    for (const instance of fleet.instances) await body(`${instance.url}${PAGE}`, BROWSER);
    await pause(1000);
    await body(`${fleet.url}${PAGE}`, BROWSER);
    const hit = await raw(`${fleet.url}${PAGE}`, BROWSER);
    if (hit.headers['x-cache'] !== 'HIT') throw new Error('Varnish is not hitting');
    const direct = await raw(`${one!.url}${PAGE}`, BROWSER);
    if (direct.headers['x-astro-cache'] !== 'HIT') {
      throw new Error('the instance is not answering from its route cache');
    }
    // Same page, same bytes on the wire from both, or the comparison would not be one.
    if (
      hit.size !== direct.size ||
      hit.headers['content-encoding'] !== direct.headers['content-encoding']
    ) {
      throw new Error(`Varnish sends ${hit.size} bytes, the instance ${direct.size}`);
    }
    const run = { seconds, connections };
    const instancePid = one!.process?.pid;
    const viaVarnish = await measure(`${fleet.url}${PAGE}`, fleet.varnish.process.pid, run);
    const instanceHit = await measure(`${one!.url}${PAGE}`, instancePid, run);
    const staticFile = await measure(`${one!.url}/${path.basename(STATIC_COPY)}`, instancePid, run);
    console.log(
      `\nThroughput, ${PAGE} (${text.length} characters; ${direct.size} bytes ${direct.headers['content-encoding']}), wrk ${CLIENT.threads} thread(s) × ${connections} connections × ${seconds} s, ${cpus.description}`,
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
    cpus: cpus.servers,
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
    const result = await measure(`${fleet.url}${PAGE}`, fleet.varnish.process.pid, {
      seconds: downSeconds,
      connections: 50,
    });
    console.log(
      `\nEvery upstream down (feeds 503, every instance stopped, Varnish probes sick), wrk ${CLIENT.threads} thread(s) × 50 connections × ${downSeconds} s, ${cpus.description}`,
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
  cpus: cpus.servers,
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
