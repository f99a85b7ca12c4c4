/**
 * Logs each response of a server once it is done (src/server/request-log-fields.ts says what a line holds).
 */
import type http from 'node:http';
import { log } from '../node/log.ts';
import { routeLabel } from '../node/metrics.ts';
import { requestLogFields } from './request-log-fields.ts';
import { REQUEST_ID_HEADER } from './http/security-headers.ts';

/** Call when a request reaches the handler; `path` is the gate's decoded path (no query). */
export function logRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
): void {
  const started = performance.now();
  res.once('close', () => {
    const cache = res.getHeader('x-astro-cache');
    const fields = requestLogFields({
      requestId: String(res.getHeader(REQUEST_ID_HEADER) ?? ''),
      method: req.method ?? '',
      route: routeLabel(path),
      path,
      status: res.statusCode,
      cache: typeof cache === 'string' ? cache : undefined,
      durationMs: performance.now() - started,
      aborted: !res.writableFinished,
    });
    log.info('request', `${fields['method']} ${fields['path']} ${fields['status']}`, fields);
  });
}
