/**
 * The static rebuild job's queue: when to start a build, pure of any process or file. A publish
 * asks for a build; requests that arrive within the settle delay, or while a build runs, are
 * coalesced, so a burst of publishes costs one build, and a publish during a build costs exactly
 * one follow-up (the running build may have read the content before the publish).
 */

export type RebuildState = 'idle' | 'queued' | 'running' | 'succeeded' | 'failed';

/** What one build ended with; `step` and `message` say where and why it failed. */
export type BuildOutcome = { ok: true } | { ok: false; step: string; message: string };

export interface RebuildStatus {
  state: RebuildState;
  /** A build was asked for while this one runs: one more follows it. */
  followUpQueued: boolean;
  queuedAt?: string;
  startedAt?: string;
  finishedAt?: string;
  /** The last finished build, whatever has been asked since. */
  last?: {
    outcome: 'succeeded' | 'failed';
    startedAt: string;
    finishedAt: string;
    step?: string;
    message?: string;
  };
  /** Last successful build's finish time: what the served pages date from. */
  servingSince?: string;
  /**
   * The latest publish, and when it went live: the finish of the first successful build that
   * started after it (absent while it is not serving yet), so an editor can tell their change is.
   */
  lastPublish?: { requestedAt: string; liveAt?: string };
  /** Publishes received since the job started, and builds run for them. */
  requests: number;
  builds: number;
}

export interface RebuildQueueOptions {
  /** Runs one build (into a fresh directory, swapped in on success); never rejects. */
  build: () => Promise<BuildOutcome>;
  /** How long a queued build waits for more publishes before it starts. */
  settleMs: number;
  now?: () => Date;
}

export class RebuildQueue {
  #options: RebuildQueueOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #followUp = false;
  #queuedAt: Date | undefined;
  #startedAt: Date | undefined;
  #last: RebuildStatus['last'];
  #servingSince: string | undefined;
  #lastRequestAt: Date | undefined;
  #liveAt: string | undefined;
  #requests = 0;
  #builds = 0;

  constructor(options: RebuildQueueOptions) {
    this.#options = options;
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }

  /** A publish: queue a build, or a follow-up of the running one. Returns the new status. */
  request(): RebuildStatus {
    this.#requests += 1;
    this.#lastRequestAt = this.#now();
    this.#liveAt = undefined;
    if (this.#running) {
      this.#followUp = true;
    } else if (!this.#timer) {
      this.#schedule();
    }
    return this.status();
  }

  #schedule(): void {
    this.#queuedAt = this.#now();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#start();
    }, this.#options.settleMs);
  }

  #start(): void {
    this.#startedAt = this.#now();
    this.#builds += 1;
    this.#running = this.#options.build().then(
      (outcome) => this.#finish(outcome),
      (error: unknown) => this.#finish({ ok: false, step: 'build', message: String(error) }),
    );
  }

  #finish(outcome: BuildOutcome): void {
    const finishedAt = this.#now().toISOString();
    const startedAt = (this.#startedAt ?? this.#now()).toISOString();
    this.#last = outcome.ok
      ? { outcome: 'succeeded', startedAt, finishedAt }
      : { outcome: 'failed', startedAt, finishedAt, step: outcome.step, message: outcome.message };
    if (outcome.ok) this.#servingSince = finishedAt;
    // A build that started after the latest publish read its content: that publish is live.
    if (
      outcome.ok &&
      this.#lastRequestAt &&
      this.#startedAt &&
      this.#startedAt >= this.#lastRequestAt
    ) {
      this.#liveAt = finishedAt;
    }
    this.#running = undefined;
    this.#startedAt = undefined;
    this.#queuedAt = undefined;
    if (this.#followUp) {
      this.#followUp = false;
      this.#schedule();
    }
  }

  status(): RebuildStatus {
    const last = this.#last;
    const state: RebuildState = this.#running
      ? 'running'
      : this.#timer
        ? 'queued'
        : (last?.outcome ?? 'idle');
    const status: RebuildStatus = {
      state,
      followUpQueued: this.#followUp,
      requests: this.#requests,
      builds: this.#builds,
    };
    if (state === 'queued' && this.#queuedAt) status.queuedAt = this.#queuedAt.toISOString();
    if (this.#startedAt) status.startedAt = this.#startedAt.toISOString();
    if (last && (state === 'succeeded' || state === 'failed')) status.finishedAt = last.finishedAt;
    if (last) status.last = last;
    if (this.#servingSince) status.servingSince = this.#servingSince;
    if (this.#lastRequestAt) {
      status.lastPublish = {
        requestedAt: this.#lastRequestAt.toISOString(),
        ...(this.#liveAt ? { liveAt: this.#liveAt } : {}),
      };
    }
    return status;
  }

  /** Drops a queued build that has not started (shutdown); a running one is left to finish. */
  cancelQueued(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#followUp = false;
  }
}
