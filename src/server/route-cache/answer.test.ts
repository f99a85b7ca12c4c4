import { describe, expect, it } from 'vitest';
import { cachedAnswer } from './answer.ts';
import { createRenderCoordinator } from './renders.ts';
import { createRouteCacheStore, type StoredResponse } from './store.ts';

const T0 = 1_000_000;
const page = (body: string): StoredResponse => ({
  status: 200,
  headers: [],
  body: new TextEncoder().encode(body),
  storedAt: T0,
  maxAge: 60,
  swr: 600,
  staleIfError: 86_400,
  tags: ['route:wireless'],
  vary: {},
});
const none = () => null;

type Setup = 'stored' | 'stored+running' | 'stored+held-off' | 'held-degraded' | 'nothing';

/** The cache as it stands at `now`: a degraded render that just finished holds the key. */
async function cacheWith(setup: Setup, now: number) {
  const clock = { ms: now };
  const cache = {
    store: createRouteCacheStore(),
    renders: createRenderCoordinator({ clock: () => clock.ms }),
  };
  if (setup.startsWith('stored')) cache.store.store('/wireless', page('good'));
  if (setup === 'stored+running') void cache.renders.run('/wireless', () => new Promise(() => {}));
  if (setup === 'stored+held-off' || setup === 'held-degraded') {
    await cache.renders.run('/wireless', async () => ({
      kind: 'degraded',
      entry: { ...page('degraded'), maxAge: 0, swr: 0, staleIfError: 0 },
    }));
  }
  return cache;
}

const body = (entry: StoredResponse | undefined) => entry && new TextDecoder().decode(entry.body);

describe('cachedAnswer', () => {
  it.each<[Setup, number, unknown]>([
    ['stored', 60, { kind: 'answer', state: 'HIT', revalidate: false, body: 'good' }],
    ['stored', 61, { kind: 'answer', state: 'STALE', revalidate: true, body: 'good' }],
    ['stored+running', 61, { kind: 'answer', state: 'STALE', revalidate: false, body: 'good' }],
    ['stored+held-off', 61, { kind: 'answer', state: 'STALE', revalidate: false, body: 'good' }],
    ['stored', 700, { kind: 'render', body: 'good' }],
    ['stored+running', 700, { kind: 'answer', state: 'STALE', revalidate: false, body: 'good' }],
    ['stored+held-off', 700, { kind: 'answer', state: 'STALE', revalidate: false, body: 'good' }],
    ['stored', 90_000, { kind: 'render', body: undefined }],
    [
      'held-degraded',
      0,
      { kind: 'answer', state: 'DEGRADED', revalidate: false, body: 'degraded' },
    ],
    ['nothing', 0, { kind: 'render', body: undefined }],
  ])('%s, %i s after storing: %j', async (setup, seconds, expected) => {
    const now = T0 + seconds * 1000;
    const cache = await cacheWith(setup, now);
    const answer = cachedAnswer(cache, '/wireless', none, now);
    const shown =
      answer.kind === 'answer'
        ? {
            kind: 'answer',
            state: answer.state,
            revalidate: answer.revalidate,
            body: body(answer.entry),
          }
        : { kind: 'render', body: body(answer.fallback) };
    expect(shown).toEqual(expected);
  });
});
