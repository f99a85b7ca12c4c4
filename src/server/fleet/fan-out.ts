/**
 * A publish on one instance reaches every copy of the pages: the other instances' route caches
 * (each told through its own POST /api/publish, marked as a fan-out so it goes no further) and
 * then the shared cache in front (an xkey purge). Peers go first: a purged shared cache refills
 * from the instances, so they must already have dropped their copies.
 *
 * Every call is bounded (FAN_OUT_TIMEOUT_MS, CACHE_PURGE_TIMEOUT_MS), so a publish answers within
 * a second either way;
 * what it could not reach is named in the answer.
 */
import { PURGE_KEYS_HEADER, purgeKeys } from './surrogate-keys.ts';

/** Marks a publish forwarded by another instance: applied locally, never forwarded again. */
export const FAN_OUT_HEADER = 'x-publish-fan-out';

/**
 * How long a peer may take to confirm (a freshly started one loads the publish route first), and
 * the cache (Varnish answers a purge itself, in microseconds). Together under a second.
 */
export const FAN_OUT_TIMEOUT_MS = 700;
export const CACHE_PURGE_TIMEOUT_MS = 250;

export interface FanOutTargets {
  /** Base URLs of the other instances. */
  peers: readonly string[];
  /** Base URL of the shared cache (Varnish), purged by surrogate key. */
  cacheUrl?: string | undefined;
}

export interface Unreached {
  /** `peer <url>` or `cache <url>`. */
  copy: string;
  reason: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A failed call in a few words: the refusal code, a time-out, or the status it answered. */
export function failureReason(error: unknown, timeoutMs = FAN_OUT_TIMEOUT_MS): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

async function attempt(
  copy: string,
  call: () => Promise<Response>,
  timeoutMs: number,
): Promise<Unreached | undefined> {
  try {
    const response = await call();
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? undefined : { copy, reason: `answered ${response.status}` };
  } catch (error) {
    return { copy, reason: failureReason(error, timeoutMs) };
  }
}

/**
 * Tells every peer, then the cache, to drop what the publish names. Resolves to the copies it
 * could not reach (empty when every copy confirmed).
 */
export async function fanOutPublish(
  body: { tags?: readonly string[]; paths?: readonly string[] },
  targets: FanOutTargets,
  options: { authorization: string; fetch?: Fetch; timeoutMs?: number; purgeTimeoutMs?: number },
): Promise<Unreached[]> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? FAN_OUT_TIMEOUT_MS;
  const purgeTimeoutMs = options.purgeTimeoutMs ?? CACHE_PURGE_TIMEOUT_MS;
  const json = JSON.stringify(body);
  const peers = await Promise.all(
    targets.peers.map((peer) =>
      attempt(
        `peer ${peer}`,
        () =>
          send(`${peer}/api/publish`, {
            method: 'POST',
            headers: {
              authorization: options.authorization,
              'content-type': 'application/json',
              [FAN_OUT_HEADER]: '1',
            },
            body: json,
            signal: AbortSignal.timeout(timeoutMs),
          }),
        timeoutMs,
      ),
    ),
  );
  const unreached = peers.filter((entry) => entry !== undefined);
  const keys = purgeKeys(body);
  if (targets.cacheUrl && keys) {
    const cache = await attempt(
      `cache ${targets.cacheUrl}`,
      () =>
        send(`${targets.cacheUrl}/`, {
          method: 'PURGE',
          headers: { [PURGE_KEYS_HEADER]: keys },
          signal: AbortSignal.timeout(purgeTimeoutMs),
        }),
      purgeTimeoutMs,
    );
    if (cache) unreached.push(cache);
  }
  return unreached;
}
