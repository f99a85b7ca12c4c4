import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRequestCache,
  getJson,
  onExperimentFlags,
  parseExperimentFlags,
  requestJson,
  REQUEST_TIMEOUT_MS,
  signInRedirectUrl,
  withParams,
  type Fetch,
} from './http.ts';

afterEach(() => {
  vi.useRealTimers();
  clearRequestCache();
});

/** JSON both ways, and the client id the gateway knows this UI by. */
const GATEWAY_HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  'x-client-id': 'idp-support-wireless-ui',
};

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

/** A fetch that never answers until its signal aborts, like a stalled connection. */
const stalledFetch: Fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    if (init?.signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

describe('browser requestJson', () => {
  describe('given an API that answers 200 with JSON', () => {
    it('then it returns the parsed body, having asked for JSON with the query string and the client id', async () => {
      const fetchImpl = vi.fn<Fetch>(async () => json({ results: [1] }));
      const result = await getJson(
        '/kmservices/v2/search',
        { q: 'a b', tags: 'x,y' },
        { fetchImpl },
      );
      expect(result).toEqual({ ok: true, data: { results: [1] } });
      const [url, init] = fetchImpl.mock.calls[0] ?? [];
      expect(url).toBe('/kmservices/v2/search?q=a+b&tags=x%2Cy');
      expect(init?.method).toBe('GET');
      expect(init?.headers).toEqual(GATEWAY_HEADERS);
      expect(init?.credentials).toBe('include');
    });

    it('then an empty body is undefined data', async () => {
      const result = await requestJson('/x', { fetchImpl: async () => new Response('') });
      expect(result).toEqual({ ok: true, data: undefined });
    });
  });

  describe('given a JSON body to send', () => {
    it('then it posts it with the JSON content type', async () => {
      const fetchImpl = vi.fn<Fetch>(async () => json({}));
      await requestJson('/x', { method: 'POST', body: { a: 1 }, fetchImpl });
      const init = fetchImpl.mock.calls[0]?.[1];
      expect(init?.body).toBe('{"a":1}');
      expect(init?.headers).toEqual(GATEWAY_HEADERS);
    });
  });

  describe('given an API that answers with an error status', () => {
    it.each([404, 500, 503, 302])(
      'then %i is a status failure carrying the status',
      async (status) => {
        const result = await requestJson('/x', {
          fetchImpl: async () => new Response(null, { status }),
        });
        expect(result).toEqual({ ok: false, failure: { kind: 'status', status } });
      },
    );
  });

  describe('given a 200 whose body is not JSON', () => {
    it('then it is a malformed failure', async () => {
      const result = await requestJson('/x', { fetchImpl: async () => json('<html>') });
      expect(result).toEqual({ ok: false, failure: { kind: 'malformed' } });
    });
  });

  describe('given the network fails', () => {
    it('then it is a network failure with the cause', async () => {
      const cause = new TypeError('Failed to fetch');
      const result = await requestJson('/x', {
        fetchImpl: async () => {
          throw cause;
        },
      });
      expect(result).toEqual({ ok: false, failure: { kind: 'network', cause } });
    });
  });

  describe('given an API that never answers', () => {
    it('then after 20 000 ms it is TIMEOUT_ERROR, code 999, with the spec message', async () => {
      vi.useFakeTimers();
      const pending = requestJson('/x', { fetchImpl: stalledFetch });
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({
        ok: false,
        failure: {
          kind: 'timeout',
          id: 'TIMEOUT_ERROR',
          code: 999,
          message: 'Request timed out after 20000 milliseconds',
          timeoutMs: 20_000,
        },
      });
    });

    it('then a caller-chosen time-out is named in the message', async () => {
      vi.useFakeTimers();
      const pending = requestJson('/x', { fetchImpl: stalledFetch, timeoutMs: 1500 });
      await vi.advanceTimersByTimeAsync(1500);
      const result = await pending;
      expect(result.ok).toBe(false);
      expect(!result.ok && result.failure).toMatchObject({
        kind: 'timeout',
        message: 'Request timed out after 1500 milliseconds',
      });
    });
  });

  describe('given the caller aborts', () => {
    it('then the fetch is aborted and the result is an aborted failure, not a time-out', async () => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const pending = requestJson('/x', { fetchImpl: stalledFetch, signal: controller.signal });
      controller.abort();
      expect(await pending).toEqual({ ok: false, failure: { kind: 'aborted' } });
      expect(vi.getTimerCount()).toBe(0);
    });

    it('then an already-aborted signal does not call the API', async () => {
      const controller = new AbortController();
      controller.abort();
      const fetchImpl = vi.fn(stalledFetch);
      const result = await requestJson('/x', { fetchImpl, signal: controller.signal });
      expect(result).toEqual({ ok: false, failure: { kind: 'aborted' } });
      expect(fetchImpl).not.toHaveBeenCalled();
    });
  });

  describe('after an answer', () => {
    it('then no time-out timer is left running', async () => {
      vi.useFakeTimers();
      await requestJson('/x', { fetchImpl: async () => json({}) });
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('withParams', () => {
  it.each([
    ['/a', { q: '1' }, '/a?q=1'],
    ['/a?x=1', { q: '1' }, '/a?x=1&q=1'],
    ['/a', {}, '/a'],
    ['/a', undefined, '/a'],
  ])('%s + %j → %s', (path, params, url) => {
    expect(withParams(path, params)).toBe(url);
  });
});

describe('the status rules', () => {
  const navigator = () => ({ replace: vi.fn(), assign: vi.fn() });

  it('401: the login page replaces this one, and there is no data', async () => {
    const nav = navigator();
    const result = await requestJson('/msapi/x', {
      fetchImpl: async () => new Response('{"a":1}', { status: 401 }),
      navigator: nav,
    });
    expect(result).toEqual({ ok: false, failure: { kind: 'redirected', to: '/acctmgmt/login' } });
    expect(nav.replace).toHaveBeenCalledWith('/acctmgmt/login');
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('309: sign in, then come back', async () => {
    const nav = navigator();
    const result = await requestJson('/msapi/x', {
      fetchImpl: async () => new Response(null, { status: 309 }),
      navigator: nav,
    });
    expect(result.ok).toBe(false);
    expect(nav.assign).toHaveBeenCalledOnce();
    expect(nav.assign.mock.calls[0]?.[0]).toMatch(/^\/acctmgmt\/signin\?final_url=/);
  });

  it.each([401, 309])('%i with the rules off is an ordinary status failure', async (status) => {
    const nav = navigator();
    const result = await requestJson('/msapi/x', {
      fetchImpl: async () => new Response(null, { status }),
      navigator: nav,
      authRedirects: false,
    });
    expect(result).toEqual({ ok: false, failure: { kind: 'status', status } });
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['http://site.test/support', 'http://site.test/wireless', 'http://site.test/support'],
    ['', 'http://site.test/wireless', 'http://site.test/wireless'],
    ['https://evil.example/x', 'http://site.test/wireless', 'http://site.test/wireless'],
    ['not a url', 'http://site.test/wireless', 'http://site.test/wireless'],
  ])('signInRedirectUrl(referrer %j) returns to %s', (referrer, current, back) => {
    const url = new URL(signInRedirectUrl(referrer, current), 'http://site.test');
    expect(url.pathname).toBe('/acctmgmt/signin');
    expect(url.searchParams.get('final_url')).toBe(back);
  });
});

describe('the cache by URL plus options', () => {
  it('identical GETs share one call and its answer', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json({ n: 1 }));
    const [a, b] = await Promise.all([
      requestJson('/x', { params: { q: '1' }, fetchImpl }),
      requestJson('/x', { params: { q: '1' }, fetchImpl }),
    ]);
    const c = await requestJson('/x', { params: { q: '1' }, fetchImpl });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect([a, b, c]).toEqual([0, 1, 2].map(() => ({ ok: true, data: { n: 1 } })));
    await requestJson('/x', { params: { q: '2' }, fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a failure is not kept: the next call asks again', async () => {
    const fetchImpl = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockResolvedValueOnce(json({ n: 2 }));
    expect((await requestJson('/x', { fetchImpl })).ok).toBe(false);
    expect(await requestJson('/x', { fetchImpl })).toEqual({ ok: true, data: { n: 2 } });
  });

  it('POSTs, and calls with cache: false, always go out', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json({}));
    await requestJson('/x', { method: 'POST', body: { a: 1 }, fetchImpl });
    await requestJson('/x', { method: 'POST', body: { a: 1 }, fetchImpl });
    await requestJson('/y', { cache: false, fetchImpl });
    await requestJson('/y', { cache: false, fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});

describe('Ixp-Exp-Flags', () => {
  it.each([
    [null, []],
    ['', []],
    ['exp1', ['exp1']],
    [' exp1 , exp 2,,exp3 ', ['exp1', 'exp2', 'exp3']],
  ])('parseExperimentFlags(%j) → %j', (header, flags) => {
    expect(parseExperimentFlags(header)).toEqual(flags);
  });

  it('every listener hears the flags of a response, until it stops listening', async () => {
    const heard = vi.fn();
    const stop = onExperimentFlags(heard);
    const fetchImpl: Fetch = async () =>
      new Response('{}', { headers: { 'Ixp-Exp-Flags': 'a,b' } });
    await requestJson('/msapi/x', { fetchImpl, cache: false });
    expect(heard).toHaveBeenCalledWith(['a', 'b'], '/msapi/x');
    stop();
    await requestJson('/msapi/x', { fetchImpl, cache: false });
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe('a listener that throws', () => {
  it('costs the caller nothing: the answer comes back and is cached as usual', async () => {
    const stop = onExperimentFlags(() => {
      throw new Error('reporter broke');
    });
    const fetchImpl = vi.fn<Fetch>(
      async () => new Response('{"n":1}', { headers: { 'Ixp-Exp-Flags': 'a' } }),
    );
    expect(await requestJson('/x', { fetchImpl })).toEqual({ ok: true, data: { n: 1 } });
    expect(await requestJson('/x', { fetchImpl })).toEqual({ ok: true, data: { n: 1 } });
    expect(fetchImpl).toHaveBeenCalledOnce();
    stop();
  });
});

describe('a schema at the boundary', () => {
  const schema = {
    safeParse: (data: unknown) =>
      typeof (data as { n?: unknown })?.n === 'number'
        ? { success: true as const, data: data as { n: number } }
        : { success: false as const, error: 'n must be a number' },
  };

  it('passes a body that fits, typed', async () => {
    const result = await requestJson('/x', { schema, fetchImpl: async () => json({ n: 3 }) });
    expect(result).toEqual({ ok: true, data: { n: 3 } });
  });

  it('refuses one that does not, as malformed', async () => {
    const result = await requestJson('/x', { schema, fetchImpl: async () => json({ n: 'x' }) });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'malformed', issues: 'n must be a number' },
    });
  });
});
