import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getJson,
  requestJson,
  REQUEST_TIMEOUT_MS,
  withParams,
  type Fetch,
} from '../../../src/browser/http.ts';

afterEach(() => {
  vi.useRealTimers();
});

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
    it('then it returns the parsed body, having asked for JSON with the query string', async () => {
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
      expect(init?.headers).toEqual({ accept: 'application/json' });
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
      expect(init?.headers).toEqual({
        accept: 'application/json',
        'content-type': 'application/json',
      });
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
