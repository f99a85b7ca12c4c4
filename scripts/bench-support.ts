/**
 * What `npm run bench` is made of: the site and the sandbox in processes of their own (so the
 * site's resident memory is its own), autocannon runs, resident-memory sampling from /proc, the
 * sandbox's control API, and the hostile probes. Loopback only, bounded in count and time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { WIRELESS_PATH } from '../src/domain/landing-routes.ts';
import { SITE_NODE_ENV, SITE_NODE_FLAGS } from './site-runtime.ts';

export const PUBLISH_SECRET = 'bench-publish-secret-0123456789';

export interface Running {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

function start(
  script: string,
  env: Record<string, string>,
  url: string,
  flags: readonly string[] = [],
): Running {
  const child = spawn(process.execPath, [...flags, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop };
}

/** Waits (up to 15 s) until `url` answers at all. */
export async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

export async function startSandboxProcess(port: number): Promise<Running> {
  const running = start(
    'sandbox/main.ts',
    { SANDBOX_PORT: String(port) },
    `http://127.0.0.1:${port}`,
  );
  await waitUntilUp(`${running.url}/__sandbox/health`);
  return running;
}

/** The built site against an upstream sandbox of its own (no embedded sandbox in its process). */
export async function startSite(
  port: number,
  sandboxUrl: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const base = `http://127.0.0.1:${port}`;
  const running = start(
    'src/server/serve-node.ts',
    {
      PORT: String(port),
      SITE_URL: base,
      SITE_ENV: 'local',
      UPSTREAM_API_URL: sandboxUrl,
      UPSTREAM_CMS_URL: sandboxUrl,
      UPSTREAM_VIDEO_URL: sandboxUrl,
      UPSTREAM_ACCOUNT_URL: sandboxUrl,
      SEARCH_WIDGET_SCRIPT_URL: `${sandboxUrl}/genai/widget.js`,
      SEARCH_WIDGET_STYLE_URL: `${sandboxUrl}/genai/widget.css`,
      PUBLISH_SECRET,
      ...SITE_NODE_ENV,
      ...env,
    },
    base,
    SITE_NODE_FLAGS,
  );
  await waitUntilUp(`${base}/favicon.svg`);
  return running;
}

/** Resident memory of a process, in MB (VmRSS from /proc). */
export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** Linux's USER_HZ: the unit of the CPU times in /proc/<pid>/stat (100 on every Linux we run). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The processes a process started (every thread's), from /proc. */
function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );
}

/**
 * CPU seconds (user and system) a process and every live process under it have used so far: the
 * difference of two readings is the CPU a run cost it (varnishd's worker is a child process).
 */
export function processTreeCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  // The command name may hold spaces and parentheses; the fields after its last ')' do not.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  return childPids(pid).reduce((sum, child) => sum + processTreeCpuSeconds(child), own);
}

/** Samples a process's resident memory until stopped: the peak and the last reading. */
export function sampleResident(pid: number | undefined, everyMs = 100) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { peak, last: residentMb(pid) };
    },
  };
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and time-outs autocannon saw. */
  errors: number;
}

export async function measure(
  url: string,
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    /** Paths each connection asks for in turn (instead of the URL's own). */
    paths?: readonly string[];
  },
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.paths ? { requests: options.paths.map((path) => ({ path })) } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function sandboxCall(sandboxUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
  return (await response.json()) as unknown;
}

/** Every upstream route the site calls answers 503. */
export async function takeUpstreamsDown(sandboxUrl: string): Promise<void> {
  for (const route of ['/cms-feed/', '/msapi/', '/kmservices/', '/idpcms/']) {
    await sandboxCall(sandboxUrl, 'POST', '/__sandbox/faults', { route, status: 503 });
  }
}

export const resetSandbox = (sandboxUrl: string) =>
  sandboxCall(sandboxUrl, 'POST', '/__sandbox/reset');

/** Renders the sandbox saw since its last reset: one support-content call per landing render. */
export async function countRenders(sandboxUrl: string): Promise<number> {
  const log = (await sandboxCall(sandboxUrl, 'GET', '/__sandbox/requests')) as { path: string }[];
  return log.filter((entry) => entry.path.startsWith('/cms-feed/wireless-support')).length;
}

export async function publishEverything(siteUrl: string): Promise<void> {
  const response = await fetch(`${siteUrl}/api/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PUBLISH_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['route:wireless', 'route:smallbusiness-wireless'] }),
  });
  if (!response.ok) throw new Error(`publish answered ${response.status}`);
}

/**
 * How a streamed body ended: the server's status, or 0 with the socket error's code when the
 * connection failed first (ECONNRESET or EPIPE: the server cut it; ECONNREFUSED: no server).
 */
export type StreamOutcome = { status: number; sentBytes: number; errorCode?: string };

/**
 * Streams `megabytes` of body to a path, stopping as soon as the server answers or closes the
 * connection (a bounded server refuses long before the end), and reports how it ended.
 */
export function streamBody(
  siteUrl: string,
  path: string,
  megabytes: number,
  headers: Record<string, string>,
): Promise<StreamOutcome> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve) => {
    const request = http.request({
      hostname,
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
    });
    const chunk = Buffer.alloc(64 * 1024, 120);
    let sent = 0;
    let done = false;
    const finish = (status: number, errorCode?: string) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ status, sentBytes: sent, ...(errorCode ? { errorCode } : {}) });
    };
    request.on('response', (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => finish(0, error.code ?? error.message));
    const pump = () => {
      while (!done && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}

/** Signs in at `base` as a sandbox persona (its sign-in page's form) and returns the cookies set. */
export async function signInCookies(
  base: string,
  persona: string,
): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${base}/acctmgmt/signin`, {
    method: 'POST',
    // A form post from the site's own pages carries their origin (the site checks it).
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ persona, final_url: WIRELESS_PATH }).toString(),
    redirect: 'manual',
  });
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim() };
  });
  if (cookies.length === 0) throw new Error(`signing in as ${persona} set no cookie`);
  return cookies;
}
