/**
 * The sandbox upstream: a local stand-in for the carrier's backend and content feeds.
 *
 * Control API (JSON bodies):
 *   POST   /__sandbox/faults    add a fault {route, delayMs?, status?, body?, json?, remaining?}
 *   DELETE /__sandbox/faults    clear every fault
 *   POST   /__sandbox/scenario  merge scenario switches {outage?, flags?, untranslated?, ...}
 *   POST   /__sandbox/reset     clear faults, scenario and the request log
 *   GET    /__sandbox/requests  the request log (most recent last, at most 1000; `refused`: the
 *                                gateway's status for a call it turned away)
 *   GET    /__sandbox/health    200 when up
 *   GET    /__sandbox/drafts    the drafts held in memory (./drafts.ts); DELETE clears them
 *   PUT    /__sandbox/drafts/[<locale>/]<feed>          save a draft (the feed's shape, partial)
 *   DELETE /__sandbox/drafts/[<locale>/]<feed>          discard it
 *   POST   /__sandbox/drafts/[<locale>/]<feed>/publish  publish it
 */
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayRefusal } from './gateway.ts';
import { personaInCookies, requestCookies } from './personas.ts';
import { CLIENT_ID_HEADER } from '../src/domain/personalisation/client-id.ts';
import { FaultTable, parseFault, type Fault } from './faults.ts';
import { DEFAULT_SCENARIO, mergeScenario, type Scenario } from './scenario.ts';
import type { Route, SandboxRequest, SandboxResponse } from './http-kit.ts';
import { routes as defaultRoutes } from './routes.ts';
import { DraftStore, parseFeedKey, readFileDraft } from './drafts.ts';
import { CONTENT_LOCALE_PARAM, CONTENT_PREVIEW_PARAM } from '../src/feeds/context.ts';
import { createGatedServer, refuse } from '../src/server/http/gate.ts';
import {
  CLOSE_CONNECTION,
  readBoundedBody,
  RELAY_BODY_LIMIT,
} from '../src/server/http/bounded-body.ts';

export const DEFAULT_CONTENT_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content',
);
const MAX_LOGGED = 1000;

export interface SandboxOptions {
  port?: number;
  host?: string;
  contentDir?: string;
  routes?: Route[];
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  at: number;
  /** The gateway's status when it turned the call away (gateway.ts). */
  refused?: number;
}

export interface Sandbox {
  url: string;
  close: () => Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const table = options.routes ?? defaultRoutes;
  const faults = new FaultTable();
  let scenario: Scenario = structuredClone(DEFAULT_SCENARIO);
  let requests: LoggedRequest[] = [];
  const drafts = new DraftStore();

  const control = async (
    method: string,
    pathname: string,
    body: unknown,
  ): Promise<SandboxResponse> => {
    if (pathname === '/__sandbox/health') return { status: 200, body: { ok: true } };
    if (pathname === '/__sandbox/requests' && method === 'GET')
      return { status: 200, body: requests };
    if (pathname === '/__sandbox/reset' && method === 'POST') {
      faults.clear();
      scenario = structuredClone(DEFAULT_SCENARIO);
      requests = [];
      drafts.clear();
      return { status: 200, body: { ok: true } };
    }
    if (pathname === '/__sandbox/drafts' || pathname.startsWith('/__sandbox/drafts/')) {
      return draftControl(drafts, method, pathname.slice('/__sandbox/drafts'.length), body);
    }
    if (pathname === '/__sandbox/faults') {
      if (method === 'DELETE') {
        faults.clear();
        return { status: 200, body: { ok: true } };
      }
      if (method === 'POST') {
        const fault = parseFault(body);
        if (typeof fault === 'string') return { status: 400, body: { error: fault } };
        faults.add(fault);
        return { status: 200, body: { faults: faults.list() } };
      }
    }
    if (pathname === '/__sandbox/scenario' && method === 'POST') {
      const next = mergeScenario(scenario, body);
      if (typeof next === 'string') return { status: 400, body: { error: next } };
      scenario = next;
      return { status: 200, body: scenario };
    }
    return { status: 404, body: { error: `no control ${method} ${pathname}` } };
  };

  const server = createGatedServer(handle, { name: 'sandbox' });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(`http://sandbox.local${req.url ?? '/'}`);
    const method = req.method ?? 'GET';
    // The relays' limit: the site never sends the sandbox a larger body.
    const read = await readBoundedBody(req, RELAY_BODY_LIMIT);
    if (!read.ok && read.reason === 'too-large') return refuse(res, 413, { ...CLOSE_CONNECTION });
    // The caller went away mid-body: nobody is listening.
    if (!read.ok) {
      res.destroy();
      return;
    }
    const body = parseBody(read.bytes);
    if (url.pathname.startsWith('/__sandbox/')) {
      send(res, await control(method, url.pathname, body));
      return;
    }
    const logged: LoggedRequest = { method, path: url.pathname, query: url.search, at: Date.now() };
    requests.push(logged);
    if (requests.length > MAX_LOGGED) requests = requests.slice(-MAX_LOGGED);

    // The gateway turns a call away before any service (or a fault standing in for one) sees it.
    const refusal = gatewayRefusal({
      path: url.pathname,
      clientId: req.headers[CLIENT_ID_HEADER],
      signedIn: personaInCookies(requestCookies(req.headers['cookie']))?.kind === 'signed-in',
    });
    if (refusal) {
      logged.refused = refusal.status;
      send(res, refusal);
      return;
    }
    const fault = faults.take(url.pathname);
    if (fault?.delayMs) await delay(fault.delayMs, req);
    // The caller gave up during the delay (an upstream time-out): nobody is listening.
    if (res.destroyed || req.socket.destroyed) return;

    const request: SandboxRequest = {
      method,
      url,
      headers: req.headers,
      body,
      scenario,
      contentDir,
    };
    const response = await withDrafts(drafts, request, await route(table, request));
    send(res, applyFault(response, fault));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function route(table: Route[], req: SandboxRequest): Promise<SandboxResponse> {
  const allowed = new Set<string>();
  for (const candidate of table) {
    const match = candidate.pattern.exec(req.url.pathname);
    if (!match) continue;
    if (candidate.method === req.method) return candidate.handle(req, { ...match.groups });
    allowed.add(candidate.method);
  }
  if (allowed.size > 0) {
    return {
      status: 405,
      headers: { allow: [...allowed].join(', ') },
      body: { error: `${req.method} is not served at ${req.url.pathname}` },
    };
  }
  return { status: 404, body: { error: `no sandbox route for ${req.method} ${req.url.pathname}` } };
}

/** The drafts' control calls; `rest` is the path after `/__sandbox/drafts`. */
function draftControl(
  drafts: DraftStore,
  method: string,
  rest: string,
  body: unknown,
): SandboxResponse {
  if (rest === '') {
    if (method === 'GET') return { status: 200, body: drafts.list() };
    if (method === 'DELETE') {
      drafts.clear();
      return { status: 200, body: { ok: true } };
    }
  }
  const publishing = rest.endsWith('/publish');
  const key = (publishing ? rest.slice(0, -'/publish'.length) : rest).replace(/^\//, '');
  if (!parseFeedKey(key)) return { status: 404, body: { error: `no draft route ${rest}` } };
  if (publishing && method === 'POST') {
    return drafts.publish(key)
      ? { status: 200, body: { published: key } }
      : { status: 404, body: { error: `no draft of ${key}` } };
  }
  if (!publishing && method === 'PUT') {
    if (typeof body !== 'object' || body === null) {
      return { status: 400, body: { error: 'a draft is a JSON object shaped like its feed' } };
    }
    return { status: 200, body: { key, savedAt: drafts.save(key, body) } };
  }
  if (!publishing && method === 'DELETE')
    return { status: 200, body: { discarded: drafts.discard(key) } };
  return { status: 405, body: { error: `${method} is not served at /__sandbox/drafts${rest}` } };
}

/**
 * A content feed's answer as the content service gives it: with what was published through the
 * drafts API, and with `preview=true`, the drafts laid over it (./drafts.ts).
 */
async function withDrafts(
  drafts: DraftStore,
  req: SandboxRequest,
  response: SandboxResponse,
): Promise<SandboxResponse> {
  const feed = /^\/cms-feed\/([a-z0-9-]+)\.json$/.exec(req.url.pathname)?.[1];
  if (!feed || req.method !== 'GET' || response.status !== 200 || response.body === undefined) {
    return response;
  }
  const locale = req.url.searchParams.get(CONTENT_LOCALE_PARAM);
  const key = locale && locale !== 'en-US' ? `${locale}/${feed}` : feed;
  const published = drafts.published(key, response.body);
  if (req.url.searchParams.get(CONTENT_PREVIEW_PARAM) !== 'true')
    return { ...response, body: published };
  const preview = drafts.preview(key, published, await readFileDraft(req.contentDir, key));
  return { ...response, body: preview };
}

function applyFault(response: SandboxResponse, fault: Fault | undefined): SandboxResponse {
  if (!fault) return response;
  const faulted: SandboxResponse = { ...response };
  if (fault.status !== undefined) faulted.status = fault.status;
  if (fault.body === 'malformed') {
    delete faulted.body;
    faulted.text = '{"cms-feed": {"components": [unterminated';
    faulted.headers = { ...faulted.headers, 'content-type': 'application/json' };
  }
  if (fault.body === 'empty') {
    delete faulted.body;
    faulted.text = '';
  }
  if (fault.json !== undefined) {
    delete faulted.text;
    faulted.body = fault.json;
  }
  return faulted;
}

function send(res: http.ServerResponse, response: SandboxResponse): void {
  const headers: Record<string, string | string[]> = {
    'cache-control': 'no-store',
    ...response.headers,
  };
  let payload = response.text;
  if (payload === undefined && response.body !== undefined) {
    payload = JSON.stringify(response.body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(response.status, headers);
  res.end(payload ?? '');
}

/** A request's body as JSON when it is JSON, else as text; undefined when empty. */
function parseBody(bytes: Uint8Array): unknown {
  if (bytes.byteLength === 0) return undefined;
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function delay(ms: number, req: http.IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // A client that gives up (a time-out upstream) ends the wait early.
    req.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
