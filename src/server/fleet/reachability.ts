/**
 * Whether an instance can reach the rest of its fleet, for /readyz: the shared cache it purges
 * on publish and the peers it tells. Checked in the background (one light GET each per
 * interval), so a probe never waits on the network.
 *
 * A peer that refuses connections is stopped: it holds no copy a publish could leave stale (its
 * route cache lives in its memory and comes back empty), so it does not make this instance
 * unready; otherwise one instance's death would take every other out of the load balancer too.
 * A peer that is running but does not answer in time, or answers an error, does. The cache
 * counts as unreachable on any failure: without it publishes cannot purge.
 */
import { failureReason } from './fan-out.ts';

export const REACHABILITY_INTERVAL_MS = 1000;
export const REACHABILITY_TIMEOUT_MS = 1000;
/**
 * A running target that is slow or erring makes the instance unready only after this many checks
 * in a row: on a busy machine one slow answer is not an outage, and every instance turning
 * unready at once over a slow cache would leave the cache with no backend at all.
 */
export const FAILURES_BEFORE_UNREADY = 3;
/** The cache answers this path itself (deploy/varnish/site.vcl), without a backend. */
export const CACHE_HEALTH_PATH = '/__varnish/health';
/** A peer's liveness, not its readiness: readiness asking readiness would chain failures. */
export const PEER_HEALTH_PATH = '/healthz';

export type Reach =
  | { state: 'unchecked' }
  | { state: 'up' }
  | { state: 'refused' }
  /** `streak`: how many checks in a row have failed. */
  | { state: 'failing'; reason: string; streak: number };

export interface Target {
  kind: 'peer' | 'cache';
  url: string;
}

/** What keeps the instance from being ready, one line per target; empty when nothing does. */
export function readinessBlockers(results: readonly { target: Target; reach: Reach }[]): string[] {
  const blockers: string[] = [];
  for (const { target, reach } of results) {
    const name = `${target.kind} ${target.url}`;
    if (reach.state === 'up') continue;
    if (reach.state === 'refused' && target.kind === 'peer') continue;
    if (reach.state === 'failing' && reach.streak < FAILURES_BEFORE_UNREADY) continue;
    if (reach.state === 'unchecked') blockers.push(`${name} (not checked yet)`);
    else if (reach.state === 'refused') blockers.push(`${name} (ECONNREFUSED)`);
    else blockers.push(`${name} (${reach.reason})`);
  }
  return blockers;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export async function checkTarget(
  target: Target,
  fetchImpl: Fetch = fetch,
  timeoutMs = REACHABILITY_TIMEOUT_MS,
): Promise<Exclude<Reach, { state: 'failing' }> | { state: 'failing'; reason: string }> {
  const path = target.kind === 'cache' ? CACHE_HEALTH_PATH : PEER_HEALTH_PATH;
  try {
    const response = await fetchImpl(`${target.url}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok
      ? { state: 'up' }
      : { state: 'failing', reason: `answered ${response.status}` };
  } catch (error) {
    const reason = failureReason(error, timeoutMs);
    return reason === 'ECONNREFUSED' ? { state: 'refused' } : { state: 'failing', reason };
  }
}

export interface ReachabilityMonitor {
  blockers(): string[];
  stop(): void;
}

/** Checks every target now and then every interval, until stopped. */
export function monitorReachability(
  targets: readonly Target[],
  options: { fetch?: Fetch; intervalMs?: number; timeoutMs?: number } = {},
): ReachabilityMonitor {
  const results = targets.map((target) => ({ target, reach: { state: 'unchecked' } as Reach }));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    await Promise.all(
      results.map(async (result) => {
        const reach = await checkTarget(result.target, options.fetch, options.timeoutMs);
        const streak = result.reach.state === 'failing' ? result.reach.streak + 1 : 1;
        result.reach = reach.state === 'failing' ? { ...reach, streak } : reach;
      }),
    );
    if (!stopped) {
      timer = setTimeout(() => void round(), options.intervalMs ?? REACHABILITY_INTERVAL_MS);
      timer.unref();
    }
  };
  void round();
  return {
    blockers: () => readinessBlockers(results),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
