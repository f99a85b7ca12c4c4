/**
 * Liveness, readiness and a graceful stop for a Node server. `/healthz` answers while the process
 * serves at all; `/readyz` only once it listens and until it starts draining, so a load balancer's
 * probe takes it out of rotation. On stop the server accepts nothing new, lets the requests in
 * flight finish within a bound, then closes what is left.
 */
import type http from 'node:http';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
/** How long requests in flight may take to finish once a stop begins. */
export const DRAIN_TIMEOUT_MS = 10_000;

export type Phase = 'starting' | 'ready' | 'draining';

/**
 * The status and body a probe gets in each phase; undefined for a path that is not a probe.
 * `blockers` name what a ready server still cannot reach (its fleet's cache or peers).
 */
export function probeAnswer(
  path: string,
  phase: Phase,
  blockers: readonly string[] = [],
): { status: number; body: string } | undefined {
  if (path === LIVENESS_PATH) return { status: 200, body: 'ok\n' };
  if (path !== READINESS_PATH) return undefined;
  if (phase !== 'ready') return { status: 503, body: `${phase}\n` };
  if (blockers.length > 0) {
    return { status: 503, body: `unreachable: ${blockers.join('; ')}\n` };
  }
  return { status: 200, body: 'ready\n' };
}

export interface Lifecycle {
  /** Answers a probe request; false for any other path. */
  answerProbe(req: http.IncomingMessage, res: http.ServerResponse, path: string): boolean;
  ready(): void;
  /** Stops accepting, waits for the requests in flight (at most `timeoutMs`), then resolves. */
  drain(timeoutMs?: number): Promise<'drained' | 'timed out'>;
  readonly phase: Phase;
}

export function createLifecycle(
  server: http.Server,
  blockers: () => readonly string[] = () => [],
): Lifecycle {
  let phase: Phase = 'starting';
  return {
    answerProbe(_req, res, path) {
      const answer = probeAnswer(path, phase, path === READINESS_PATH ? blockers() : []);
      if (!answer) return false;
      res.writeHead(answer.status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(answer.body),
      });
      res.end(answer.body);
      return true;
    },
    ready() {
      phase = 'ready';
    },
    drain(timeoutMs = DRAIN_TIMEOUT_MS) {
      phase = 'draining';
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve('timed out');
        }, timeoutMs);
        // close() stops accepting and calls back once every connection has ended; idle
        // keep-alive connections are closed now, busy ones as their response finishes.
        server.close(() => {
          clearTimeout(timer);
          resolve('drained');
        });
        server.closeIdleConnections();
      });
    },
    get phase() {
      return phase;
    },
  };
}
