import { describe, expect, it, vi } from 'vitest';
import {
  checkTarget,
  monitorReachability,
  readinessBlockers,
  type Reach,
  type Target,
} from './reachability.ts';

const peer: Target = { kind: 'peer', url: 'http://127.0.0.1:4452' };
const cache: Target = { kind: 'cache', url: 'http://127.0.0.1:4450' };

describe('readinessBlockers', () => {
  it.each<{ name: string; results: { target: Target; reach: Reach }[]; blockers: string[] }>([
    {
      name: 'everything up: ready',
      results: [
        { target: peer, reach: { state: 'up' } },
        { target: cache, reach: { state: 'up' } },
      ],
      blockers: [],
    },
    {
      name: 'a stopped peer (refused) holds no copy: still ready',
      results: [
        { target: peer, reach: { state: 'refused' } },
        { target: cache, reach: { state: 'up' } },
      ],
      blockers: [],
    },
    {
      name: 'a running peer that has not answered three checks in a row: not ready',
      results: [
        {
          target: peer,
          reach: { state: 'failing', reason: 'no answer within 1000 ms', streak: 3 },
        },
      ],
      blockers: ['peer http://127.0.0.1:4452 (no answer within 1000 ms)'],
    },
    {
      name: 'one or two slow answers in a row (a busy machine): still ready',
      results: [
        { target: peer, reach: { state: 'failing', reason: 'answered 500', streak: 1 } },
        { target: cache, reach: { state: 'failing', reason: 'no answer', streak: 2 } },
      ],
      blockers: [],
    },
    {
      name: 'the cache refusing: not ready',
      results: [{ target: cache, reach: { state: 'refused' } }],
      blockers: ['cache http://127.0.0.1:4450 (ECONNREFUSED)'],
    },
    {
      name: 'not checked yet: not ready',
      results: [{ target: cache, reach: { state: 'unchecked' } }],
      blockers: ['cache http://127.0.0.1:4450 (not checked yet)'],
    },
  ])('$name', ({ results, blockers }) => {
    expect(readinessBlockers(results)).toEqual(blockers);
  });
});

describe('checkTarget', () => {
  it('asks a peer for its liveness and the cache for its own health path', async () => {
    const fetch = vi.fn(async () => new Response('ok'));
    expect(await checkTarget(peer, fetch)).toEqual({ state: 'up' });
    expect(await checkTarget(cache, fetch)).toEqual({ state: 'up' });
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'http://127.0.0.1:4452/healthz',
      'http://127.0.0.1:4450/__varnish/health',
    ]);
  });

  it.each<{ name: string; answer: () => Promise<Response>; reach: Reach }>([
    {
      name: 'a refusal',
      answer: () =>
        Promise.reject(
          Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
        ),
      reach: { state: 'refused' },
    },
    {
      name: 'an error status',
      answer: async () => new Response('', { status: 503 }),
      reach: { state: 'failing', reason: 'answered 503' } as Reach,
    },
  ])('classifies $name', async ({ answer, reach }) => {
    expect(await checkTarget(peer, answer)).toEqual(reach);
  });
});

describe('monitorReachability', () => {
  it('makes the instance unready after three failed checks in a row, ready on the next answer', async () => {
    let answering = false;
    const fetch = vi.fn(async () => new Response('', { status: answering ? 200 : 500 }));
    const monitor = monitorReachability([cache], { fetch, intervalMs: 5 });
    try {
      await vi.waitFor(() =>
        expect(monitor.blockers()).toEqual(['cache http://127.0.0.1:4450 (answered 500)']),
      );
      expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3);
      answering = true;
      await vi.waitFor(() => expect(monitor.blockers()).toEqual([]));
    } finally {
      monitor.stop();
    }
  });
});
