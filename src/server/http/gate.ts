/**
 * The front door of every Node server the project runs (the site, the static build server, the
 * sandbox): each request gets an id and the security headers, its target is decoded once
 * (request-target.ts) and its method checked, and nothing a handler throws can end
 * the process: an unexpected failure becomes a 500 whose request id is in the log.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { clientErrorStatus, rawErrorResponse, STATUS_TEXT } from './client-error.ts';
import { isValidHost, parseRequestTarget } from './request-target.ts';
import { frontDoorHeaders, REQUEST_ID_HEADER } from './security-headers.ts';
import { keepIdleConnections } from './keep-alive.ts';

/** A handler behind the gate: `path` is the decoded, dot-free path; req.url is canonical. */
export type GatedHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
) => void | Promise<void>;

export interface GateOptions {
  /** Tags log lines: 'site', 'static', 'sandbox'. */
  name: string;
  /** The server's public origin (SITE_URL): served over https, every answer also carries HSTS. */
  siteUrl?: string | undefined;
  /** The methods a decoded path answers; without it every method reaches the handler. */
  allowedMethods?: (path: string) => readonly string[];
  log?: (line: string) => void;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Ends a request with a short plain-text error; the security headers are already set. */
export function refuse(
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  const body = `${status} ${STATUS_TEXT[status] ?? 'Error'}\n`;
  res.writeHead(status, {
    ...headers,
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Every Host header as sent (headersDistinct would build arrays for every header on each request). */
function hostHeaders(raw: string[]): string[] {
  const hosts: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'host') hosts.push(raw[i + 1] ?? '');
  }
  return hosts;
}

export function gateRequests(handler: GatedHandler, options: GateOptions): http.RequestListener {
  const log = options.log ?? ((line: string) => console.error(line));
  const headers = Object.entries(frontDoorHeaders(options.siteUrl));
  return (req, res) => {
    const incomingId = req.headers[REQUEST_ID_HEADER];
    const id =
      typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    // Handlers (Astro's middleware, the relays) read the id from the request to log and forward it.
    req.headers[REQUEST_ID_HEADER] = id;
    for (const [name, value] of headers) res.setHeader(name, value);

    // RFC 9112 §3.2: exactly one valid Host, which HTTP/1.0 clients may leave out.
    const hosts = hostHeaders(req.rawHeaders);
    const hostOptional = hosts.length === 0 && req.httpVersion === '1.0';
    if (!hostOptional && (hosts.length !== 1 || !isValidHost(hosts[0] ?? ''))) {
      return refuse(res, 400);
    }
    const target = parseRequestTarget(req.url);
    if (!target.ok) return refuse(res, target.status);
    const allowed = options.allowedMethods?.(target.path);
    if (allowed && !allowed.includes(req.method ?? '')) {
      return refuse(res, 405, { allow: allowed.join(', ') });
    }
    req.url = target.url;

    const fail = (error: unknown) => {
      // The client went away mid-request (Node's 'aborted'): nobody is left to answer.
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET') {
        res.destroy();
        return;
      }
      const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`[${options.name}] 500 request ${id} ${req.method} ${target.url}: ${cause}`);
      if (!res.headersSent) refuse(res, 500);
      else res.destroy();
    };
    try {
      const pending = handler(req, res, target.path);
      if (pending) pending.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/**
 * An HTTP server whose every request passes the gate, whose parser refusals get a proper answer,
 * which cuts off clients that stop sending mid-request (408) instead of holding them for Node's
 * five minutes, and which outlasts the idle time of the caches that pool connections to it
 * (keep-alive.ts).
 */
export function createGatedServer(handler: GatedHandler, options: GateOptions): http.Server {
  // The gate checks Host itself, so that its refusal carries the security headers too.
  const server = http.createServer({ requireHostHeader: false }, gateRequests(handler, options));
  answerClientErrors(server);
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  keepIdleConnections(server);
  return server;
}

/**
 * Answers what the HTTP parser refuses (malformed lines, oversized headers, time-outs) with a
 * proper status and the security headers, instead of Node's bare default.
 */
export function answerClientErrors(server: http.Server): void {
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(rawErrorResponse(clientErrorStatus(error.code, error.rawPacket)));
    },
  );
}

/**
 * A failure no request handler caught leaves the process in an unknown state: log its cause,
 * then exit non-zero so the supervisor (systemd, the orchestrator) starts a fresh process.
 */
export function logCrashes(name: string): void {
  process.on('uncaughtException', (error, origin) => {
    console.error(`[${name}] fatal ${origin}: ${error.stack ?? String(error)}`);
    process.exit(1);
  });
}
