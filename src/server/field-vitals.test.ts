import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_PATH } from '../domain/field-vitals.ts';
import {
  acceptsContentType,
  answerVitals,
  createFieldVitalsMetrics,
  parseBeacon,
  recordBeacon,
  SERIES,
  withVitalsMethods,
  type FieldVitalsMetrics,
} from './field-vitals.ts';
import { createGatedServer } from './http/gate.ts';

const encode = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

const GOOD = {
  route: '/wireless',
  visitor: 'anonymous',
  width: 390,
  metrics: { LCP: 1800, INP: 120, CLS: 0.02, FCP: 900, TTFB: 150 },
};

describe('parseBeacon', () => {
  it.each([
    ['a whole page view', GOOD],
    ['one metric', { ...GOOD, metrics: { TTFB: 20 } }],
    ['a Spanish small-business page', { ...GOOD, route: '/es/smallbusiness/wireless' }],
    ['a signed-in visitor', { ...GOOD, visitor: 'signedIn' }],
    ['a recognised visitor', { ...GOOD, visitor: 'recognised' }],
    ['zero values', { ...GOOD, metrics: { CLS: 0, INP: 0 } }],
  ])('accepts %s', (_, body) => {
    expect(parseBeacon(encode(body))).toEqual(body);
  });

  it.each([
    ['not JSON', 'LCP=1800'],
    ['JSON that is not an object', '[1,2,3]'],
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ['an empty body', ''],
    ['an unknown metric', { ...GOOD, metrics: { ...GOOD.metrics, FID: 12 } }],
    ['no metric', { ...GOOD, metrics: {} }],
    ['an unknown route', { ...GOOD, route: '/wireless/other' }],
    ['a route with a query', { ...GOOD, route: '/wireless?x=1' }],
    ['the index page', { ...GOOD, route: '/' }],
    ['an unknown visitor kind', { ...GOOD, visitor: 'customer-42' }],
    ['an extra field (an identifier)', { ...GOOD, account: '123456789' }],
    ['a negative value', { ...GOOD, metrics: { LCP: -1 } }],
    ['a string value', { ...GOOD, metrics: { LCP: '1800' } }],
    ['an absurd value', { ...GOOD, metrics: { INP: 1e12 } }],
    ['an absurd CLS', { ...GOOD, metrics: { CLS: 1000 } }],
    ['a fractional width', { ...GOOD, width: 390.5 }],
    ['no width', { route: GOOD.route, visitor: GOOD.visitor, metrics: GOOD.metrics }],
  ])('refuses %s', (_, body) => {
    expect(parseBeacon(body instanceof Uint8Array ? body : encode(body))).toBeUndefined();
  });
});

describe('acceptsContentType', () => {
  it.each([
    ['text/plain;charset=UTF-8', true],
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    [undefined, false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
  ])('%j: %s', (type, accepted) => {
    expect(acceptsContentType(type)).toBe(accepted);
  });
});

/** The label values of every series the registry holds, as `metric{labels}` strings. */
async function seriesOf(registry: Registry): Promise<Map<string, Record<string, string | number>>> {
  const series = new Map<string, Record<string, string | number>>();
  for (const metric of await registry.getMetricsAsJSON()) {
    for (const value of metric.values) {
      const { le: _le, ...labels } = value.labels as Record<string, string | number>;
      series.set(`${metric.name}${JSON.stringify(labels)}`, labels);
    }
  }
  return series;
}

/** The count of the bucket whose upper bound is `le`. */
function bucketValue(
  values: readonly { metricName?: string; labels: Record<string, unknown>; value: number }[],
  le: number,
): number | undefined {
  return values.find((v) => v.metricName?.endsWith('_bucket') && v.labels['le'] === le)?.value;
}

describe('recordBeacon', () => {
  it('puts each value into its bucket, in seconds, labelled by route, visitor and device', async () => {
    const registry = new Registry();
    const metrics = createFieldVitalsMetrics(registry);
    recordBeacon({ ...GOOD, visitor: 'signedIn', width: 1280 } as never, metrics);
    const lcp = await metrics.histograms.LCP.get();
    const bucket = (le: number) => bucketValue(lcp.values, le);
    // 1.8 s: not in the 1.5 s bucket, in the 2 s one and every one above.
    expect(bucket(1.5)).toBe(0);
    expect(bucket(2)).toBe(1);
    expect(bucket(2.5)).toBe(1);
    const count = lcp.values.find((v) => v.metricName?.endsWith('_count'));
    expect(count?.labels).toEqual({ route: '/wireless', visitor: 'signedIn', device: 'desktop' });
    expect(count?.value).toBe(1);
    const cls = await metrics.histograms.CLS.get();
    const clsBucket = (le: number) => bucketValue(cls.values, le);
    expect(clsBucket(0.01)).toBe(0);
    expect(clsBucket(0.025)).toBe(1);
  });

  it('counts a page view that shifted nothing in the CLS bucket at 0, so its p75 can read 0', async () => {
    const registry = new Registry();
    const metrics = createFieldVitalsMetrics(registry);
    recordBeacon({ ...GOOD, metrics: { CLS: 0 } } as never, metrics);
    const cls = await metrics.histograms.CLS.get();
    expect(bucketValue(cls.values, 0)).toBe(1);
  });

  it('has buckets at the good and poor thresholds of every metric', () => {
    const thresholds = {
      LCP: [2.5, 4],
      INP: [0.2, 0.5],
      CLS: [0.1, 0.25],
      FCP: [1.8, 3],
      TTFB: [0.8, 1.8],
    };
    for (const [name, [good, poor]] of Object.entries(thresholds)) {
      const { buckets } = SERIES[name as keyof typeof SERIES];
      expect(buckets).toContain(good);
      expect(buckets).toContain(poor);
      // A few either side, so the 75th percentile is read close to the thresholds.
      expect(buckets.filter((b) => b < good!).length).toBeGreaterThanOrEqual(2);
      expect(buckets.filter((b) => b > poor!).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('can only ever make series from the fixed label lists', async () => {
    const registry = new Registry();
    const metrics = createFieldVitalsMetrics(registry);
    for (const route of ['/wireless', '/es/wireless'])
      for (const visitor of ['anonymous', 'recognised', 'signedIn'])
        for (const width of [320, 800, 1920])
          recordBeacon({ ...GOOD, route, visitor, width } as never, metrics);
    const labels = [...(await seriesOf(registry)).values()];
    const values = (name: string) => new Set(labels.map((l) => l[name]).filter(Boolean));
    expect(values('route')).toEqual(new Set(['/wireless', '/es/wireless']));
    expect(values('visitor')).toEqual(new Set(['anonymous', 'recognised', 'signedIn']));
    expect(values('device')).toEqual(new Set(['phone', 'tablet', 'desktop']));
  });
});

describe('withVitalsMethods', () => {
  it('allows POST on the beacon path and leaves other paths to the table', () => {
    const methods = withVitalsMethods(() => ['GET', 'HEAD']);
    expect(methods(VITALS_PATH)).toEqual(['POST']);
    expect(methods('/wireless')).toEqual(['GET', 'HEAD']);
  });
});

describe('POST /api/vitals over HTTP', () => {
  let server: http.Server;
  let base: string;
  let metrics: FieldVitalsMetrics;

  beforeAll(async () => {
    metrics = createFieldVitalsMetrics(new Registry());
    server = createGatedServer(
      (req, res, path) => {
        if (!answerVitals(req, res, path, metrics)) res.writeHead(404).end();
      },
      { name: 'test', allowedMethods: withVitalsMethods(() => ['GET', 'HEAD']), log: () => {} },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: BodyInit, type = 'text/plain;charset=UTF-8') =>
    fetch(`${base}${VITALS_PATH}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('answers a beacon 204 and counts it', async () => {
    const before = (await metrics.histograms.INP.get()).values.find((v) =>
      v.metricName?.endsWith('_count'),
    );
    const response = await post(JSON.stringify(GOOD));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const after = (await metrics.histograms.INP.get()).values.find((v) =>
      v.metricName?.endsWith('_count'),
    );
    expect((after?.value ?? 0) - (before?.value ?? 0)).toBe(1);
  });

  it('accepts JSON too', async () => {
    expect((await post(JSON.stringify(GOOD), 'application/json')).status).toBe(204);
  });

  it.each([
    ['an unknown metric', JSON.stringify({ ...GOOD, metrics: { FID: 3 } }), 400],
    ['an unknown route', JSON.stringify({ ...GOOD, route: '/admin' }), 400],
    ['non-JSON', 'hello', 400],
    ['a body over 4 KB', JSON.stringify({ ...GOOD, pad: 'x'.repeat(5000) }), 413],
  ])('refuses %s with %i', async (_, body, status) => {
    expect((await post(body)).status).toBe(status);
  });

  it('refuses a form post (415) and a GET (405)', async () => {
    expect((await post('a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    const get = await fetch(`${base}${VITALS_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('counts refusals by reason', async () => {
    await post('nope');
    const refused = await metrics.refused.get();
    const invalid = refused.values.find((v) => v.labels.reason === 'invalid');
    expect(invalid?.value).toBeGreaterThan(0);
  });
});

/**
 * A burst of 10,000 junk beacons against a server process of its own on loopback (the gate, the
 * beacon route and /metrics, as both servers wire them): every one is refused with a 4xx, no new
 * series appears on /metrics, and the process's resident memory stays flat.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const moduleUrl = (file: string) => new URL(`file://${path.join(here, file)}`).href;

// The server under test, as serve-node.ts and serve-static.ts put it together.
const SERVER = `
import { createGatedServer } from ${JSON.stringify(moduleUrl('http/gate.ts'))};
import { answerVitals, withVitalsMethods } from ${JSON.stringify(moduleUrl('field-vitals.ts'))};
import { answerMetrics } from ${JSON.stringify(moduleUrl('site-metrics.ts'))};
const server = createGatedServer(
  (req, res, path) => {
    if (answerMetrics(req, res, path, undefined) || answerVitals(req, res, path)) return;
    res.writeHead(404).end();
  },
  { name: 'hostile', allowedMethods: withVitalsMethods(() => ['GET', 'HEAD']), log: () => {} },
);
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
// Asked for its memory, the process first collects its garbage: what is left is what it keeps.
process.on('SIGUSR2', () => {
  globalThis.gc();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(JSON.stringify({ rss, heapUsed }));
});
`;

const BURST = 10_000;
const CONCURRENCY = 64;

const MEGABYTE = new Uint8Array(1024 * 1024).fill(0x61);

/** The four kinds of junk, in turn. */
const JUNK: { name: string; body: () => BodyInit; type?: string }[] = [
  { name: '1 MB body', body: () => MEGABYTE },
  { name: 'unknown metric', body: () => JSON.stringify({ ...GOOD, metrics: { XYZ: 1 } }) },
  {
    name: 'unknown route',
    body: () => JSON.stringify({ ...GOOD, route: `/x/${Math.random().toString(36).slice(2)}` }),
  },
  { name: 'non-JSON', body: () => `<${Math.random()}>` },
  { name: 'form post', body: () => 'a=1', type: 'application/x-www-form-urlencoded' },
];

let child: ChildProcess;
let lines: Interface;
let base: string;

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--expose-gc', '--input-type=module', '-e', SERVER],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  lines = createInterface({ input: child.stdout! });
  const line = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  base = `http://127.0.0.1:${line.trim()}`;
});
afterAll(() => {
  child.kill('SIGTERM');
});

/** The server's resident memory and live heap, in MB, after a full garbage collection. */
async function memory(): Promise<{ rss: number; heap: number }> {
  const answer = new Promise<string>((resolve) => lines.once('line', resolve));
  child.kill('SIGUSR2');
  const { rss, heapUsed } = JSON.parse(await answer) as { rss: number; heapUsed: number };
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { rss: mb(rss), heap: mb(heapUsed) };
}

async function send(body: BodyInit, type = 'text/plain;charset=UTF-8'): Promise<number> {
  try {
    const response = await fetch(`${base}${VITALS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // The server closed the connection before the client finished sending (a 413's close):
    // dropped, which is a refusal too.
    return 0;
  }
}

/** The series /metrics shows (metric name and labels, without bucket bounds or values). */
async function seriesOnMetrics(): Promise<Set<string>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return new Set(
    text
      .split('\n')
      .filter((line) => line.startsWith('site_'))
      .map((line) => line.replace(/\s\S+$/, '').replace(/,?le="[^"]*"/, '')),
  );
}

async function burst(count: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const junk = JUNK[next % JUNK.length]!;
        next += 1;
        const status = await send(junk.body(), junk.type);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

describe('a flood of junk beacons', () => {
  it(
    'is refused, adds no series and leaves resident memory flat',
    { timeout: 60_000 },
    async () => {
      // Warm up: a real beacon, then each kind of junk, so the series and the code paths exist.
      expect(await send(JSON.stringify(GOOD))).toBe(204);
      await burst(1_000);
      const seriesBefore = await seriesOnMetrics();
      const before = await memory();

      const started = Date.now();
      const statuses = await burst(BURST);
      const seconds = (Date.now() - started) / 1000;
      const after = await memory();

      const refused = [...statuses].filter(
        ([status]) => status === 0 || (status >= 400 && status < 500),
      );
      expect(refused.reduce((sum, [, n]) => sum + n, 0)).toBe(BURST);
      expect(statuses.get(0) ?? 0).toBeLessThan(BURST / JUNK.length);
      expect(await seriesOnMetrics()).toEqual(seriesBefore);
      console.log(
        `${BURST} junk beacons in ${seconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(statuses))}; ` +
          `resident memory ${before.rss.toFixed(1)} MB before, ${after.rss.toFixed(1)} MB after; ` +
          `live heap ${before.heap.toFixed(1)} MB before, ${after.heap.toFixed(1)} MB after`,
      );
      // Nothing is kept per beacon: the live heap is where it was (a few series' worth of slack).
      expect(after.heap - before.heap).toBeLessThan(2);
      expect(after.rss - before.rss).toBeLessThan(24);
    },
  );
});
