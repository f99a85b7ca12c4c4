/**
 * The webhook ids seen within the replay window, so a captured signed request cannot be sent
 * again while its timestamp is still accepted. Bounded: past MAX_IDS the oldest id is dropped
 * first (a sender would need that many valid signatures within five minutes to push one out).
 * One store per process: in a fleet the id is checked on the instance the webhook enters, which
 * tells its peers with its own credentials (src/server/webhook-fan-out.ts).
 */

/** Standard Webhooks' tolerance: a timestamp more than five minutes off is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const MAX_IDS = 10_000;

export class ReplayStore {
  readonly #expiries = new Map<string, number>();
  readonly #maxIds: number;

  constructor(maxIds = MAX_IDS) {
    this.#maxIds = maxIds;
  }

  /**
   * Records `id` (its message timestamp in seconds) and says whether it is new. An id is kept
   * until its timestamp leaves the window, after which the signature check refuses it anyway.
   */
  remember(id: string, timestampSeconds: number, now: Date): boolean {
    this.#prune(now);
    if (this.#expiries.has(id)) return false;
    if (this.#expiries.size >= this.#maxIds) {
      const oldest = this.#expiries.keys().next().value;
      if (oldest !== undefined) this.#expiries.delete(oldest);
    }
    this.#expiries.set(id, (timestampSeconds + WEBHOOK_TOLERANCE_SECONDS) * 1000);
    return true;
  }

  /** Lets a delivery that did not take effect (a copy unreached) be retried with its id. */
  forget(id: string): void {
    this.#expiries.delete(id);
  }

  get size(): number {
    return this.#expiries.size;
  }

  #prune(now: Date): void {
    for (const [id, expiry] of this.#expiries) {
      if (expiry <= now.getTime()) this.#expiries.delete(id);
    }
  }
}

const STORE_KEY = Symbol.for('wireless-support.webhook-replay');

/** The process's one replay store. */
export function processReplayStore(): ReplayStore {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: ReplayStore };
  holder[STORE_KEY] ??= new ReplayStore();
  return holder[STORE_KEY];
}
