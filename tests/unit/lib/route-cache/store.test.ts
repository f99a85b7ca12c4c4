import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  createRouteCacheStore,
  parseCdnCacheControl,
  varyNames,
  type StoredResponse,
} from '../../../../src/lib/route-cache/store.ts';

const entry = (over: Partial<StoredResponse> = {}): StoredResponse => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new TextEncoder().encode('<p>page</p>'),
  storedAt: 1_000_000,
  maxAge: 60,
  swr: 600,
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

  it.each([
    ['/wireless', '', '/wireless'],
    ['/wireless', '?utm_source=1', '/wireless'],
    ['/wireless', '?utm_source=1&gclid=x&fbclid=y', '/wireless'],
    ['/wireless', '?outageWireless=true&numberTransfer=true', '/wireless'],
    ['/wireless', '?envVar=stage&utm_source=9', '/wireless?envVar=stage'],
    ['/wireless', '?envVar=STAGE', '/wireless?envVar=stage'],
    ['/wireless', '?envVar=prod-dc2', '/wireless?envVar=prod'],
    ['/wireless', '?envVar=nonsense-123', '/wireless?envVar=prod'],
    ['/smallbusiness/wireless', '?utm_medium=email', '/smallbusiness/wireless'],
    ['/wireless', '?orcAuth=t0k&utm_source=1', '/wireless?orcAuth=t0k'],
    ['/wireless', '?utm_source=1&orcAuth=&envVar=dev', '/wireless?envVar=dev&orcAuth='],
    ['/video-demo', '?id=5001039&b=2&a=1', '/video-demo?a=1&b=2&id=5001039'],
  ])('keys %s%s as %s (not by host)', (path, search, key) => {
    expect(cacheKey(path, search)).toBe(key);
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
  });

  it('keeps variants apart by their Vary values', () => {
    const store = createRouteCacheStore();
    store.store('/wireless', entry());
    const withAuthorization = (name: string) => (name === 'authorization' ? 'Bearer t' : null);
    expect(store.lookup('/wireless', withAuthorization, 1_000_000)).toBeUndefined();
    expect(store.lookup('/wireless', none, 1_000_000)?.entry.status).toBe(200);
  });

  it('replaces the same variant and evicts the least recently used key', () => {
    const store = createRouteCacheStore(2);
    store.store('/a', entry({ status: 200 }));
    store.store('/a', entry({ status: 203 }));
    expect(store.lookup('/a', none, 1_000_000)?.entry.status).toBe(203);
    store.store('/b', entry());
    store.lookup('/a', none, 1_000_000);
    store.store('/c', entry());
    expect(store.lookup('/b', none, 1_000_000)).toBeUndefined();
    expect(store.lookup('/a', none, 1_000_000)).toBeDefined();
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
});
