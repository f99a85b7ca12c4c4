/**
 * The server's side of the metrics (src/node/metrics.ts): every response is counted by route and
 * status, landing-page answers by route-cache state, and `/metrics` answers in Prometheus's text
 * format: always on loopback, elsewhere only with `Authorization: Bearer $METRICS_TOKEN`.
 */
import type http from 'node:http';
import { bearerMatches } from './publish.ts';
import { routeLabel, siteMetrics } from '../node/metrics.ts';

export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function recordResponse(res: http.ServerResponse, path: string) {
  const metrics = siteMetrics();
  res.once('finish', () => {
    metrics.requests.inc({ route: routeLabel(path), status: String(res.statusCode) });
    const state = res.getHeader('x-astro-cache');
    if (typeof state === 'string') metrics.cacheAnswers.inc({ state });
  });
}

export function answerMetrics(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  token: string | undefined,
): boolean {
  if (path !== METRICS_PATH) return false;
  const allowed =
    LOOPBACK.has(req.socket.remoteAddress ?? '') || bearerMatches(req.headers.authorization, token);
  if (!allowed) {
    res.writeHead(403, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('403 Forbidden\n');
    return true;
  }
  const { registry } = siteMetrics();
  void registry.metrics().then((text) => {
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    res.end(text);
  });
  return true;
}
