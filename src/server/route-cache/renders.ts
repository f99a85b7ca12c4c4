/**
 * Render coordination for the route cache: at most one render per key at a time (every request
 * arriving meanwhile shares its outcome), and a short hold after a render that failed or came
 * back degraded, so an upstream outage does not turn every request into a render.
 */
import { varyMatches, type HeaderLookup, type StoredResponse } from './store.ts';

/**
 * Marks a render whose feeds failed or came back empty (set by the middleware). Internal: the
 * provider reads and removes it, so a visitor never receives it.
 */
export const DEGRADED_HEADER = 'x-render-degraded';

export type RenderOutcome =
  /** A complete render, stored for everyone its Vary values match. */
  | { kind: 'complete'; entry: StoredResponse }
  /** A page with failed or empty feeds: never stored; held briefly for keys with no good copy. */
  | { kind: 'degraded'; entry: StoredResponse }
  /** Private, cookie-setting or failed: only the request that rendered it may use the response. */
  | { kind: 'unshared'; response: Response };

export interface RenderCoordinator {
  /**
   * Runs `render` unless one is already running for the key, in which case the caller shares
   * that one's outcome (`shared: true`; an unshared response is not theirs to send).
   */
  run(
    key: string,
    render: () => Promise<RenderOutcome>,
  ): Promise<{ outcome: RenderOutcome; shared: boolean }>;
  /** A render is running for the key, or the last one failed or was degraded within the hold. */
  settling(key: string, now?: number): boolean;
  /** The degraded copy held for the key, if it is still held and answers these headers. */
  held(key: string, header: HeaderLookup, now?: number): StoredResponse | undefined;
  /**
   * After a publish: forgets held copies and holds (the publish may have mended what failed) and
   * the renders running (they began before it), which later requests then no longer join.
   */
  reset(): void;
}

/** How long a failed or degraded render stands before the key is rendered again. */
export const DEFAULT_HOLD_MS = 5000;

/** Past this many remembered keys, expired holds are swept. */
const SWEEP_AT = 1000;

export function createRenderCoordinator(
  options: { holdMs?: number; clock?: () => number } = {},
): RenderCoordinator {
  const holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  const clock = options.clock ?? (() => Date.now());
  const running = new Map<string, Promise<RenderOutcome>>();
  const heldUntil = new Map<string, number>();
  const heldCopies = new Map<string, StoredResponse>();

  const sweep = (now: number) => {
    if (heldUntil.size < SWEEP_AT) return;
    for (const [key, until] of heldUntil) {
      if (until > now) continue;
      heldUntil.delete(key);
      heldCopies.delete(key);
    }
  };

  const hold = (key: string, copy?: StoredResponse) => {
    const now = clock();
    sweep(now);
    heldUntil.set(key, now + holdMs);
    if (copy) heldCopies.set(key, copy);
  };

  const settle = (key: string, outcome: RenderOutcome) => {
    heldCopies.delete(key);
    heldUntil.delete(key);
    if (outcome.kind === 'degraded') hold(key, outcome.entry);
    else if (outcome.kind === 'unshared' && outcome.response.status >= 500) hold(key);
  };

  return {
    async run(key, render) {
      const current = running.get(key);
      if (current) return { outcome: await current, shared: true };
      const started = render()
        .then(
          (outcome) => {
            settle(key, outcome);
            return outcome;
          },
          (error: unknown) => {
            hold(key);
            throw error;
          },
        )
        .finally(() => {
          // After a reset another render may run for the key: that one stays.
          if (running.get(key) === started) running.delete(key);
        });
      running.set(key, started);
      return { outcome: await started, shared: false };
    },
    settling(key, now = clock()) {
      return running.has(key) || (heldUntil.get(key) ?? 0) > now;
    },
    held(key, header, now = clock()) {
      const copy = heldCopies.get(key);
      if (!copy || (heldUntil.get(key) ?? 0) <= now) return undefined;
      return varyMatches(copy, header) ? copy : undefined;
    },
    reset() {
      heldUntil.clear();
      heldCopies.clear();
      // A render running now began before the publish and may hold what it replaced: it still
      // answers the requests that joined it, but a later request starts a render of its own.
      running.clear();
    },
  };
}
