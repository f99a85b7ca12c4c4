import { describe, expect, it } from 'vitest';
import {
  createRouteCacheStore,
  entryBytes,
  secondsDirectives,
  parseCdnCacheControl,
  varyNames,
  type StoredResponse,
} from './store.ts';

const entry = (over: Partial<StoredResponse> = {}): StoredResponse => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new TextEncoder().encode('<p>page</p>'),
  storedAt: 1_000_000,
  maxAge: 60,
  swr: 600,
  staleIfError: 0,
  tags: ['route:wireless', 'feed:content'],
  vary: { authorization: '' },
  ...over,
});
const none = () => null;

describe('route cache rules', () => {
  it.each([
    ['max-age=60, stale-while-revalidate=600', { maxAge: 60, swr: 600 }],
    ['MAX-AGE=5', { maxAge: 5, swr: 0 }],
    [null, { maxAge: 0, swr: 0 }],
    ['max-age=x', { maxAge: 0, swr: 0 }],
  ])('parseCdnCacheControl(%j)', (header, parsed) => {
    expect(parseCdnCacheControl(header)).toEqual(parsed);
  });

  it.each([
    ['authorization, X-Identity-Context-Uuid', ['authorization', 'x-identity-context-uuid']],
    ['Accept-Encoding, authorization', ['authorization']],
    [null, []],
    ['Cookie', undefined],
    ['*', undefined],
  ])('varyNames(%j)', (header, names) => {
    expect(varyNames(header)).toEqual(names);
  });
});

describe('createRouteCacheStore', () => {
  it('answers fresh within max age, stale within stale-while-revalidate, and drops it after', () => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry());
    expect(store.lookup('/wireless', none, 1_000_000 + 60_000)?.freshness).toBe('fresh');
    expect(store.lookup('/wireless', none, 1_000_000 + 61_000)?.freshness).toBe('stale');
    expect(store.lookup('/wireless', none, 1_000_000 + 661_000)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it.each([
    [60, 'fresh'],
    [61, 'stale'],
    [660, 'stale'],
    [661, 'stale-if-error'],
    [86_460, 'stale-if-error'],
    [86_461, undefined],
  ])('with stale-if-error 86400, at %i s the copy is %s', (seconds, freshness) => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry({ staleIfError: 86_400 }));
    expect(store.lookup('/wireless', none, 1_000_000 + seconds * 1000)?.freshness).toBe(freshness);
  });

  it('keeps variants apart by their Vary values', () => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry());
    const withAuthorization = (name: string) => (name === 'authorization' ? 'Bearer t' : null);
    expect(store.lookup('/wireless', withAuthorization, 1_000_000)).toBeUndefined();
    expect(store.lookup('/wireless', none, 1_000_000)?.entry.status).toBe(200);
  });

  it('replaces the same variant and evicts the least recently used key', () => {
    const store = createRouteCacheStore({ maxEntries: 2 });
    store.store('/a', entry({ status: 200 }));
    store.store('/a', entry({ status: 203 }));
    expect(store.lookup('/a', none, 1_000_000)?.entry.status).toBe(203);
    store.store('/b', entry());
    store.lookup('/a', none, 1_000_000);
    store.store('/c', entry());
    expect(store.lookup('/b', none, 1_000_000)).toBeUndefined();
    expect(store.lookup('/a', none, 1_000_000)).toBeDefined();
  });

  it('counts a stored entry’s compressed bodies in its bytes', () => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry());
    const plain = store.bytes;
    store.store(
      '/wireless',
      entry({ encoded: { br: new Uint8Array(5), gzip: new Uint8Array(7) } }),
    );
    expect(store.bytes).toBe(plain + 12);
  });

  it('invalidates by tag and by path (every query of the path)', () => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry());
    store.store('/wireless?envVar=stage', entry());
    store.store('/smallbusiness/wireless', entry({ tags: ['route:smallbusiness-wireless'] }));
    expect(store.invalidate({ tags: ['feed:content'] })).toBe(2);
    expect(store.size).toBe(1);
    expect(store.invalidate({ path: '/smallbusiness/wireless' })).toBe(1);
    expect(store.size).toBe(0);
  });

  it('counts bytes and evicts the least recently used entries past its byte bound', () => {
    const page = (size: number) => entry({ body: new Uint8Array(size) });
    const one = entryBytes(page(10_000));
    const store = createRouteCacheStore({ maxBytes: one * 3 });
    store.store('/a?v=1', page(10_000));
    store.store('/a?v=2', page(10_000));
    store.store('/a?v=3', page(10_000));
    expect(store.bytes).toBe(one * 3);
    store.lookup('/a?v=1', none, 1_000_000);
    store.store('/a?v=4', page(10_000));
    expect(store.bytes).toBe(one * 3);
    expect(store.lookup('/a?v=2', none, 1_000_000)).toBeUndefined();
    expect(store.lookup('/a?v=1', none, 1_000_000)).toBeDefined();
  });

  it("a flood of other keys never evicts a route's primary entry", () => {
    const store = createRouteCacheStore({ maxEntries: 10, maxBytes: entryBytes(entry()) * 10 });
    store.store('/wireless', entry());
    for (let n = 0; n < 1100; n += 1) store.store(`/wireless?envVar=e${n}`, entry());
    expect(store.lookup('/wireless', none, 1_000_000)).toBeDefined();
    expect(store.size).toBe(10);
    expect(store.bytes).toBeLessThanOrEqual(entryBytes(entry()) * 10);
  });

  it('evicts primary entries least recently used first when nothing else is left', () => {
    const store = createRouteCacheStore({ maxEntries: 2 });
    store.store('/a', entry());
    store.store('/b', entry());
    store.store('/c', entry());
    expect(store.lookup('/a', none, 1_000_000)).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('refuses an entry larger than the whole bound', () => {
    const store = createRouteCacheStore({ maxBytes: 1000 });
    expect(store.store('/wireless', entry({ body: new Uint8Array(2000) }))).toBe(false);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('refuses a render that began before the last invalidation', () => {
    const store = createRouteCacheStore();
    const began = store.generation;
    store.invalidate({ tags: ['feed:content'] });
    expect(store.store('/wireless', entry(), began)).toBe(false);
    expect(store.lookup('/wireless', none, 1_000_000)).toBeUndefined();
    expect(store.store('/wireless', entry(), store.generation)).toBe(true);
  });

  it('gives its bytes back on invalidation', () => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry());
    store.store('/wireless', entry({ vary: { authorization: 'x' } }));
    expect(store.bytes).toBe(entryBytes(entry()) * 2);
    store.invalidate({ path: '/wireless' });
    expect(store.bytes).toBe(0);
  });
});

describe('secondsDirectives', () => {
  it.each([
    [
      'public, max-age=0, s-maxage=60, stale-if-error=86400',
      { 'max-age': 0, 's-maxage': 60, 'stale-if-error': 86_400 },
    ],
    ['no-store', {}],
    [null, {}],
    ['stale-if-error=abc', {}],
  ])('%j', (header, directives) => {
    expect(secondsDirectives(header)).toEqual(directives);
  });
});
