import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildQueue, type BuildOutcome } from './queue.ts';

const SETTLE = 1000;
const BUILD_MS = 5000;

/** A queue whose builds take BUILD_MS of fake time and end with the outcomes given, in order. */
function queueWith(outcomes: BuildOutcome[] = []) {
  const started: number[] = [];
  const queue = new RebuildQueue({
    settleMs: SETTLE,
    build: () => {
      started.push(Date.now());
      const outcome = outcomes.shift() ?? { ok: true };
      return new Promise((resolve) => setTimeout(() => resolve(outcome), BUILD_MS));
    },
  });
  return { queue, started };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Publish times (ms after start) → builds started and the state at the end. */
describe('coalescing publishes into builds', () => {
  it.each([
    { name: 'one publish, one build', publishes: [0], builds: 1 },
    { name: 'a burst within the settle delay, one build', publishes: [0, 10, 500, 999], builds: 1 },
    {
      name: 'a burst during a build, exactly one follow-up',
      publishes: [0, 2000, 2100, 3000, 5500],
      builds: 2,
    },
    { name: 'publishes after the build ended, a build each', publishes: [0, 7000], builds: 2 },
    {
      name: 'a publish during the follow-up, one more',
      publishes: [0, 2000, 8000],
      builds: 3,
    },
  ])('$name', async ({ publishes, builds }) => {
    const { queue, started } = queueWith();
    let elapsed = 0;
    for (const at of publishes) {
      await vi.advanceTimersByTimeAsync(at - elapsed);
      elapsed = at;
      queue.request();
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toHaveLength(builds);
    expect(queue.status()).toMatchObject({ state: 'succeeded', followUpQueued: false, builds });
  });
});

describe('states and times', () => {
  it('reports idle, queued, running (with a follow-up), then succeeded with times', async () => {
    const { queue } = queueWith();
    expect(queue.status()).toMatchObject({ state: 'idle', requests: 0, builds: 0 });
    expect(queue.request()).toMatchObject({
      state: 'queued',
      queuedAt: '2026-01-01T00:00:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(queue.status()).toMatchObject({
      state: 'running',
      startedAt: '2026-01-01T00:00:01.000Z',
      followUpQueued: false,
    });
    expect(queue.request()).toMatchObject({ state: 'running', followUpQueued: true });
    await vi.advanceTimersByTimeAsync(BUILD_MS);
    // The follow-up is queued as the first build ends.
    expect(queue.status()).toMatchObject({
      state: 'queued',
      last: { outcome: 'succeeded', finishedAt: '2026-01-01T00:00:06.000Z' },
      servingSince: '2026-01-01T00:00:06.000Z',
    });
    await vi.runAllTimersAsync();
    expect(queue.status()).toMatchObject({ state: 'succeeded', requests: 2, builds: 2 });
  });

  it('a failed build says which step failed and why, and keeps the last success as serving', async () => {
    const { queue } = queueWith([
      { ok: true },
      { ok: false, step: 'build', message: 'exit code 1: degraded render of /wireless' },
    ]);
    queue.request();
    await vi.runAllTimersAsync();
    const servingSince = queue.status().servingSince;
    await vi.advanceTimersByTimeAsync(1000);
    queue.request();
    await vi.runAllTimersAsync();
    expect(queue.status()).toMatchObject({
      state: 'failed',
      finishedAt: '2026-01-01T00:00:13.000Z',
      last: {
        outcome: 'failed',
        step: 'build',
        message: 'exit code 1: degraded render of /wireless',
      },
      servingSince,
    });
    expect(servingSince).toBe('2026-01-01T00:00:06.000Z');
  });

  it('a build that throws is a failed build, and the queue goes on', async () => {
    let calls = 0;
    const queue = new RebuildQueue({
      settleMs: SETTLE,
      build: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('spawn failed'))
          : Promise.resolve({ ok: true });
      },
    });
    queue.request();
    await vi.runAllTimersAsync();
    expect(queue.status().last).toMatchObject({
      outcome: 'failed',
      message: 'Error: spawn failed',
    });
    queue.request();
    await vi.runAllTimersAsync();
    expect(queue.status().state).toBe('succeeded');
  });

  it('cancelQueued drops a build that has not started', async () => {
    const { queue, started } = queueWith();
    queue.request();
    queue.cancelQueued();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toHaveLength(0);
    expect(queue.status().state).toBe('idle');
  });
});

describe('when a publish is live', () => {
  it('says when the latest publish went live: after a build that started after it', async () => {
    const { queue } = queueWith();
    expect(queue.request().lastPublish).toEqual({ requestedAt: '2026-01-01T00:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(SETTLE + 2000);
    // A publish during the build: the running build may have read the old content.
    expect(queue.request().lastPublish).toEqual({ requestedAt: '2026-01-01T00:00:03.000Z' });
    await vi.advanceTimersByTimeAsync(BUILD_MS);
    expect(queue.status().lastPublish?.liveAt).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(queue.status().lastPublish).toEqual({
      requestedAt: '2026-01-01T00:00:03.000Z',
      liveAt: '2026-01-01T00:00:12.000Z',
    });
  });

  it('is not live after a failed build', async () => {
    const { queue } = queueWith([{ ok: false, step: 'build', message: 'no' }]);
    queue.request();
    await vi.runAllTimersAsync();
    expect(queue.status().lastPublish?.liveAt).toBeUndefined();
  });
});
