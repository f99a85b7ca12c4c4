/**
 * The site's Prometheus metrics: requests by route and status, route-cache answers by state, feed
 * latency and failures by feed, publishes by outcome. One registry per process, kept on
 * globalThis because the server script and Astro's bundle both record into it.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { LANDING_ROUTES } from '../domain/landing-routes.ts';

export interface SiteMetrics {
  registry: Registry;
  requests: Counter<'route' | 'status'>;
  cacheAnswers: Counter<'state'>;
  feedSeconds: Histogram<'feed' | 'outcome'>;
  feedFailures: Counter<'feed'>;
  publishes: Counter<'outcome'>;
  /** Signed publish calls refused: headers, signature, timestamp or replay. */
  webhookRefusals: Counter<'reason'>;
}

function createMetrics(): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'site_http_requests_total',
      help: 'Responses sent, by route and status',
      labelNames: ['route', 'status'],
      registers,
    }),
    cacheAnswers: new Counter({
      name: 'site_route_cache_answers_total',
      help: 'Landing-page answers by route-cache state (HIT, STALE, MISS, DEGRADED)',
      labelNames: ['state'],
      registers,
    }),
    feedSeconds: new Histogram({
      name: 'site_feed_duration_seconds',
      help: 'Upstream feed calls made while rendering, by feed and outcome',
      labelNames: ['feed', 'outcome'],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    feedFailures: new Counter({
      name: 'site_feed_failures_total',
      help: 'Feed calls that failed (the page rendered without them), by feed',
      labelNames: ['feed'],
      registers,
    }),
    publishes: new Counter({
      name: 'site_publishes_total',
      help: 'Publish requests by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    webhookRefusals: new Counter({
      name: 'site_publish_webhook_refusals_total',
      help: 'Signed publish calls refused, by reason (headers, signature, timestamp, replay)',
      labelNames: ['reason'],
      registers,
    }),
  };
}

const METRICS_KEY = Symbol.for('wireless-support.metrics');

export function siteMetrics(): SiteMetrics {
  const holder = globalThis as typeof globalThis & { [METRICS_KEY]?: SiteMetrics };
  holder[METRICS_KEY] ??= createMetrics();
  return holder[METRICS_KEY];
}

const ROUTE_PREFIXES: readonly [prefix: string, label: string][] = [
  ['/_astro/', 'asset'],
  ['/images/', 'asset'],
  ['/media/', 'media'],
  ['/msapi/', 'relay'],
  ['/kmservices/', 'relay'],
  ['/idpcms/', 'relay'],
  ['/acctmgmt/', 'account'],
  ['/api/', 'api'],
  ['/support/', 'support'],
];
const ROUTES = new Set<string>([
  ...LANDING_ROUTES,
  '/',
  '/gallery',
  '/video-demo',
  '/sitemap.xml',
  '/robots.txt',
  '/healthz',
  '/readyz',
  '/metrics',
]);

/** A route label with a bounded set of values, so no request can grow the metrics. */
export function routeLabel(path: string): string {
  if (ROUTES.has(path)) return path;
  return ROUTE_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other';
}
