/**
 * How long the project's servers keep an idle connection open for its next request. Whoever pools
 * connections in front of them must be the one to close an idle connection: when the server closes
 * it first, the client can send a request on it at the same moment and get a reset, and a POST
 * (a vitals beacon, a publish) is not retried. Varnish keeps an idle backend connection for its
 * `backend_idle_timeout`; Node's own default keep-alive (5 s) is far shorter.
 */
import type http from 'node:http';

/**
 * Varnish's default `backend_idle_timeout` (a varnishd parameter, not VCL): neither
 * deploy/varnish nor the fleet launcher changes it. A deployment that raises it must raise
 * KEEP_ALIVE_TIMEOUT_MS above it too.
 */
export const VARNISH_BACKEND_IDLE_TIMEOUT_MS = 60_000;

/** Longer than Varnish keeps the connection, with room for a busy event loop's late timer. */
export const KEEP_ALIVE_TIMEOUT_MS = VARNISH_BACKEND_IDLE_TIMEOUT_MS + 5_000;

/**
 * Applies the keep-alive to a server. Its headersTimeout is left as it is: since Node 18 that limit
 * counts from a request's first byte, not from the last response, so an idle connection is never
 * cut by it and the slow-header guard can stay shorter than the keep-alive.
 */
export function keepIdleConnections(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
