/**
 * What a render or an API route that throws becomes: a plain 500 that is never cached, and one
 * log line with the request id the front door gave the request (src/server/http/gate.ts), so the
 * visitor's report and the server's log can be matched.
 */
import { log } from '../../node/log.ts';
import { PRIVATE_NO_STORE } from '../cache-policy.ts';
import { REQUEST_ID_HEADER } from './security-headers.ts';

export function unexpectedFailure(error: unknown, request: Request): Response {
  const id = request.headers.get(REQUEST_ID_HEADER) ?? 'unknown';
  const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log.error(
    'site',
    `500 request ${id} ${request.method} ${new URL(request.url).pathname}: ${cause}`,
  );
  return new Response('500 Internal Server Error\n', {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': PRIVATE_NO_STORE },
  });
}
