/**
 * `POST /api/vitals`: the page views' Core Web Vitals, counted into Prometheus histograms on
 * `/metrics`. The node server and the static build's server both answer it (before anything
 * else of theirs), so a beacon never reaches Astro, the route cache or a static file.
 *
 * A beacon is small and anonymous; what arrives is not trusted. The body is read up to
 * VITALS_BODY_LIMIT (past it: 413, and the connection closes so the rest is never read), must be
 * text/plain (what `navigator.sendBeacon` sends for a string) or JSON, and must pass the schema:
 * a landing page, a visitor kind, a width and known metrics with plausible values. Everything
 * else is a 4xx. Labels come only from the fixed lists of src/domain/field-vitals.ts, and nothing
 * is kept per request, so a flood can cost CPU but neither memory nor new series.
 */
import type http from 'node:http';
import { Counter, Histogram, type Registry } from 'prom-client';
import { z } from 'zod';
import {
  deviceClass,
  METRIC_NAMES,
  VISITOR_KINDS,
  VITALS_BODY_LIMIT,
  VITALS_PATH,
  type MetricName,
  type VitalsBeacon,
} from '../domain/field-vitals.ts';
import { LANDING_ROUTES } from '../domain/landing-routes.ts';
import { siteMetrics } from '../node/metrics.ts';
import { refuse } from './http/gate.ts';
import { CLOSE_CONNECTION, readBoundedBody } from './http/bounded-body.ts';

/** Ten minutes: a longer value is not a page view's measure but a broken or forged one. */
const MAX_MILLISECONDS = 600_000;
/** A layout-shift score this high means the page never stopped moving; past it, junk. */
const MAX_CLS = 100;

const milliseconds = z.number().min(0).max(MAX_MILLISECONDS).optional();

export const beaconSchema = z.strictObject({
  route: z.enum(LANDING_ROUTES),
  visitor: z.enum(VISITOR_KINDS),
  width: z.number().int().min(1).max(100_000),
  metrics: z
    .strictObject({
      LCP: milliseconds,
      INP: milliseconds,
      CLS: z.number().min(0).max(MAX_CLS).optional(),
      FCP: milliseconds,
      TTFB: milliseconds,
    })
    .refine((metrics) => Object.keys(metrics).length > 0, 'names no metric'),
});

/** The beacon in `bytes`, or undefined when they are not one (not UTF-8, not JSON, not valid). */
export function parseBeacon(bytes: Uint8Array): VitalsBeacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  const result = beaconSchema.safeParse(json);
  return result.success ? (result.data as VitalsBeacon) : undefined;
}

/** `navigator.sendBeacon(url, string)` sends text/plain; a script may send JSON. */
export function acceptsContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/json';
}

interface Series {
  name: string;
  help: string;
  /** Prometheus counts time in seconds: the beacon's milliseconds are divided by this. */
  divisor: number;
  /** Around the metric's good and poor thresholds, with a few either side. */
  buckets: number[];
}

/** One histogram per metric, since their units and thresholds differ. */
export const SERIES: Readonly<Record<MetricName, Series>> = {
  LCP: {
    name: 'site_field_lcp_seconds',
    help: 'Largest Contentful Paint of real page views (good ≤ 2.5 s, poor > 4 s)',
    divisor: 1000,
    buckets: [0.25, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8],
  },
  INP: {
    name: 'site_field_inp_seconds',
    help: 'Interaction to Next Paint of real page views (good ≤ 0.2 s, poor > 0.5 s)',
    divisor: 1000,
    buckets: [0.016, 0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2],
  },
  CLS: {
    name: 'site_field_cls',
    help: 'Cumulative Layout Shift of real page views (good ≤ 0.1, poor > 0.25)',
    divisor: 1,
    // Most views shift nothing: a bucket at 0 keeps their p75 at 0 instead of interpolated
    // inside (0, 0.01] (histogram_quantile would answer 0.0075 for a page that never moved).
    buckets: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1],
  },
  FCP: {
    name: 'site_field_fcp_seconds',
    help: 'First Contentful Paint of real page views (good ≤ 1.8 s, poor > 3 s)',
    divisor: 1000,
    buckets: [0.25, 0.5, 1, 1.4, 1.8, 2.2, 2.6, 3, 4, 6],
  },
  TTFB: {
    name: 'site_field_ttfb_seconds',
    help: 'Time to First Byte of real page views (good ≤ 0.8 s, poor > 1.8 s)',
    divisor: 1000,
    buckets: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 4],
  },
};

export const LABEL_NAMES = ['route', 'visitor', 'device'] as const;
type Label = (typeof LABEL_NAMES)[number];

/** Why a beacon was refused: a fixed list, so refusals cannot grow the metrics either. */
export const REFUSALS = ['method', 'type', 'too-large', 'incomplete', 'invalid'] as const;
type Refusal = (typeof REFUSALS)[number];

export interface FieldVitalsMetrics {
  histograms: Readonly<Record<MetricName, Histogram<Label>>>;
  refused: Counter<'reason'>;
}

export function createFieldVitalsMetrics(registry: Registry): FieldVitalsMetrics {
  const registers = [registry];
  const histograms = Object.fromEntries(
    METRIC_NAMES.map((metric) => {
      const { name, help, buckets } = SERIES[metric];
      return [metric, new Histogram({ name, help, labelNames: LABEL_NAMES, buckets, registers })];
    }),
  ) as Record<MetricName, Histogram<Label>>;
  const refused = new Counter({
    name: 'site_field_vitals_refused_total',
    help: 'Field-vitals beacons refused, by reason',
    labelNames: ['reason'],
    registers,
  });
  return { histograms, refused };
}

const created = new WeakMap<Registry, FieldVitalsMetrics>();

/** The site registry's field-vitals metrics, made on first use. */
export function fieldVitalsMetrics(
  registry: Registry = siteMetrics().registry,
): FieldVitalsMetrics {
  let metrics = created.get(registry);
  if (!metrics) {
    metrics = createFieldVitalsMetrics(registry);
    created.set(registry, metrics);
  }
  return metrics;
}

/** Each metric of the beacon into its histogram, labelled from the fixed lists only. */
export function recordBeacon(beacon: VitalsBeacon, metrics: FieldVitalsMetrics): void {
  const labels = {
    route: beacon.route,
    visitor: beacon.visitor,
    device: deviceClass(beacon.width),
  };
  for (const name of METRIC_NAMES) {
    const value = beacon.metrics[name];
    if (value !== undefined) metrics.histograms[name].observe(labels, value / SERIES[name].divisor);
  }
}

const METHODS = ['POST'] as const;

/** A server's method table with the beacon route added: POST only. */
export function withVitalsMethods(
  allowed: (path: string) => readonly string[],
): (path: string) => readonly string[] {
  return (path) => (path === VITALS_PATH ? METHODS : allowed(path));
}

/**
 * Answers `POST /api/vitals` and returns true, or returns false for any other path. The answer is
 * written asynchronously (the body is read first); a failure is a 400, never a thrown error.
 */
export function answerVitals(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  metrics: FieldVitalsMetrics = fieldVitalsMetrics(),
): boolean {
  if (path !== VITALS_PATH) return false;
  receive(req, res, metrics).catch(() => {
    if (!res.headersSent) refuse(res, 400);
  });
  return true;
}

async function receive(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  metrics: FieldVitalsMetrics,
): Promise<void> {
  const refuseFor = (reason: Refusal, status: number, headers: Record<string, string> = {}) => {
    metrics.refused.inc({ reason });
    refuse(res, status, headers);
  };
  // Refused before a byte of the body is read: the connection closes, so it is never sent.
  if (req.method !== 'POST')
    return refuseFor('method', 405, { allow: 'POST', ...CLOSE_CONNECTION });
  if (!acceptsContentType(req.headers['content-type']))
    return refuseFor('type', 415, CLOSE_CONNECTION);
  const body = await readBoundedBody(req, VITALS_BODY_LIMIT);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? refuseFor('too-large', 413, CLOSE_CONNECTION)
      : refuseFor('incomplete', 400);
  }
  const beacon = parseBeacon(body.bytes);
  if (!beacon) return refuseFor('invalid', 400);
  recordBeacon(beacon, metrics);
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
}
