/**
 * Throughput runs with wrk, Debian's native HTTP load generator (scripts/ensure-fleet-deps.sh
 * installs it). On a small machine a JavaScript client saturates its own core long before the
 * servers it measures (autocannon tops out near 5,000 req/s on a 30 KB page while Varnish idles),
 * so the fleet's throughput figures come from wrk, optionally pinned to CPUs of its own.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { withAffinity } from './processes.ts';

/** The Lua `done` hook that prints wrk's summary as one JSON line. */
export const WRK_REPORT_SCRIPT = path.resolve(import.meta.dirname, 'wrk-report.lua');

export interface WrkRun {
  seconds: number;
  connections: number;
  /** wrk threads (each drives its share of the connections); at most `connections`. */
  threads: number;
  headers?: Record<string, string>;
  /** CPU list for `taskset -c` (the client's own cores); unpinned when unset. */
  cpus?: string | undefined;
}

export interface WrkFigures {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds (wrk measures in microseconds). */
  p50: number;
  p99: number;
  /** Answers with a status of 400 or more (wrk's own count; it has no cheaper non-2xx tally). */
  non2xx: number;
  /** Connect, read and write errors and time-outs. */
  errors: number;
  /** CPU the client used, in cores (1 = one core busy for the whole run). */
  clientCores: number;
}

/** wrk's command line: fixed duration, latency histogram, the report script, the headers. */
export function wrkArgs(url: string, run: WrkRun): string[] {
  if (run.threads < 1 || run.connections < run.threads) {
    throw new Error('wrk needs at least one thread and one connection per thread');
  }
  const headers = Object.entries(run.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  return [
    `-t${run.threads}`,
    `-c${run.connections}`,
    `-d${run.seconds}s`,
    '-s',
    WRK_REPORT_SCRIPT,
    ...headers,
    url,
  ];
}

interface WrkReport {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
  cpuSeconds: number;
}

const toMs = (us: number) => Math.round(us / 100) / 10;

/** Reads the report line wrk-report.lua printed among wrk's text output. */
export function parseWrkReport(stdout: string): WrkFigures {
  const line = stdout.split('\n').find((text) => text.startsWith('{"wrkReport":1'));
  if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
  const report = JSON.parse(line) as WrkReport;
  const seconds = report.durationUs / 1e6;
  if (!(seconds > 0)) throw new Error(`wrk reported a run of ${report.durationUs} µs`);
  return {
    requestsPerSecond: report.requests / seconds,
    p50: toMs(report.p50Us),
    p99: toMs(report.p99Us),
    non2xx: report.status,
    errors: report.connect + report.read + report.write + report.timeout,
    clientCores: report.cpuSeconds / seconds,
  };
}

export function measureWithWrk(url: string, run: WrkRun): Promise<WrkFigures> {
  const [command, args] = withAffinity(run.cpus, 'wrk', wrkArgs(url, run));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) =>
      reject(
        new Error(`${command} did not start (${error.message}): run scripts/ensure-fleet-deps.sh`),
      ),
    );
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${stderr || stdout}`));
      try {
        resolve(parseWrkReport(stdout));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
