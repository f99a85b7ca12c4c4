import { describe, expect, it } from 'vitest';
import { ReplayStore } from './webhook-replay.ts';

const NOW = new Date('2026-03-01T10:00:00Z');
const seconds = NOW.getTime() / 1000;
const later = (s: number) => new Date(NOW.getTime() + s * 1000);

describe('ReplayStore', () => {
  it('remembers an id until its timestamp leaves the five-minute window', () => {
    const store = new ReplayStore();
    expect(store.remember('a', seconds, NOW)).toBe(true);
    expect(store.remember('a', seconds, later(299))).toBe(false);
    expect(store.remember('a', seconds, later(300))).toBe(true);
  });

  it('is bounded: past its size the oldest id goes first', () => {
    const store = new ReplayStore(3);
    for (const id of ['a', 'b', 'c', 'd']) store.remember(id, seconds, NOW);
    expect(store.size).toBe(3);
    expect(store.remember('a', seconds, NOW)).toBe(true);
    expect(store.remember('d', seconds, NOW)).toBe(false);
  });

  it('drops expired ids as it goes', () => {
    const store = new ReplayStore();
    store.remember('a', seconds, NOW);
    store.remember('b', seconds + 100, NOW);
    store.remember('c', seconds + 200, later(301));
    expect(store.size).toBe(2);
  });

  it('forgets an id on request, so a delivery that did not take effect can be retried', () => {
    const store = new ReplayStore();
    store.remember('a', seconds, NOW);
    store.forget('a');
    expect(store.remember('a', seconds, NOW)).toBe(true);
  });
});
