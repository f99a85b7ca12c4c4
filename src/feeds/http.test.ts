import { feedContext, EVERY_CLIENT } from '../../tests/support/feeds.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, forwardedHeaders, type Fetch } from './http.ts';
import {
  AuthRedirectError,
  BadResponseError,
  MalformedBodyError,
  TimeoutError,
  UpstreamStatusError,
} from './errors.ts';

afterEach(() => vi.useRealTimers());

const answer =
  (status: number, body = '{"ok":true}'): Fetch =>
  async () =>
    new Response(status === 204 ? null : body, { status });

describe('fetchJson', () => {
  it('returns the parsed body and sends JSON headers with the client id', async () => {
    let seen: Headers | undefined;
    const fetchImpl: Fetch = async (_url, init) => {
      seen = new Headers(init?.headers);
      return new Response('{"a":1}');
    };
    await expect(
      fetchJson({ url: 'http://up/x', fetchImpl, body: { q: 1 }, method: 'POST' }),
    ).resolves.toEqual({ a: 1 });
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('x-client-id')).toBe('idp-support-wireless-ui');
  });

  it('omits the content type without a body, and uses Basic authorization only when none is forwarded', async () => {
    const seen: Headers[] = [];
    const fetchImpl: Fetch = async (_url, init) => {
      seen.push(new Headers(init?.headers));
      return new Response('{}');
    };
    await fetchJson({ url: 'http://up/x', fetchImpl, basicAuth: 'svc:pw' });
    await fetchJson({
      url: 'http://up/x',
      fetchImpl,
      basicAuth: 'svc:pw',
      forward: { authorization: 'Bearer v' },
    });
    expect(seen[0]?.has('content-type')).toBe(false);
    expect(seen[0]?.get('authorization')).toBe(`Basic ${Buffer.from('svc:pw').toString('base64')}`);
    expect(seen[1]?.get('authorization')).toBe('Bearer v');
  });

  it('times out with the TIMEOUT_ERROR id, code 999 and the specified message', async () => {
    vi.useFakeTimers();
    const fetchImpl: Fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const pending = fetchJson({ url: 'http://up/slow', fetchImpl, timeoutMs: 5000 });
    const assertion = expect(pending).rejects.toMatchObject({
      id: 'TIMEOUT_ERROR',
      code: 999,
      message: 'Request timed out after 5000 milliseconds',
    });
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    await expect(pending).rejects.toBeInstanceOf(TimeoutError);
  });

  it('defaults to the 20 s request time-out', async () => {
    vi.useFakeTimers();
    const fetchImpl: Fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const pending = fetchJson({ url: 'http://up/slow', fetchImpl });
    const assertion = expect(pending).rejects.toThrow('Request timed out after 20000 milliseconds');
    await vi.advanceTimersByTimeAsync(19_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it.each([400, 404, 500, 503])(
    'a content feed answering %i throws Bad response from server',
    async (status) => {
      const error = await fetchJson({
        url: 'http://up/feed',
        fetchImpl: answer(status),
        contentFeed: true,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadResponseError);
      expect(error).toMatchObject({ message: 'Bad response from server', status });
    },
  );

  it('another call answering 500 throws an upstream status error', async () => {
    await expect(
      fetchJson({ url: 'http://up/api', fetchImpl: answer(500) }),
    ).rejects.toBeInstanceOf(UpstreamStatusError);
  });

  it.each([401, 309] as const)(
    '%i with visitor credentials asks for an auth redirect',
    async (status) => {
      const error = await fetchJson({
        url: 'http://up/api',
        fetchImpl: answer(status),
        visitorCredentials: true,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthRedirectError);
      expect(error).toMatchObject({ status });
    },
  );

  it.each([401, 309])(
    '%i on an anonymous content call is an ordinary feed failure',
    async (status) => {
      await expect(
        fetchJson({ url: 'http://up/feed', fetchImpl: answer(status), contentFeed: true }),
      ).rejects.toBeInstanceOf(status === 401 ? BadResponseError : UpstreamStatusError);
    },
  );

  it('rejects malformed JSON and returns undefined for an empty body', async () => {
    await expect(
      fetchJson({ url: 'http://up/x', fetchImpl: answer(200, '{"broken":') }),
    ).rejects.toBeInstanceOf(MalformedBodyError);
    await expect(
      fetchJson({ url: 'http://up/x', fetchImpl: answer(200, '') }),
    ).resolves.toBeUndefined();
    await expect(
      fetchJson({ url: 'http://up/x', fetchImpl: answer(204) }),
    ).resolves.toBeUndefined();
  });
});

describe('forwardedHeaders', () => {
  it('forwards authorization, client id and identity-context headers only', () => {
    const headers = new Headers({
      authorization: 'Bearer t',
      'x-client-id': 'ui',
      'x-identity-context-uuid': '123',
      'x-identity-context-loggedinid': 'me',
      'x-identity-context-logintype': 'pwd',
      cookie: 'secret=1',
      host: 'x',
    });
    expect(forwardedHeaders(headers)).toEqual({
      authorization: 'Bearer t',
      'x-client-id': 'ui',
      'x-identity-context-uuid': '123',
      'x-identity-context-loggedinid': 'me',
      'x-identity-context-logintype': 'pwd',
    });
  });
});

/**
 * Every feed client calls through fetchJson, and none of them hides its failures: each gives up
 * at the feed time-out, asks for an auth redirect only for a visitor who forwarded credentials,
 * and refuses malformed JSON. (What each client makes of a body is in its own test file.)
 */

describe.each(EVERY_CLIENT)('$name client', (client) => {
  it('gives up after the 5 s feed time-out with TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    const hang: Fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const pending = client.call(feedContext(hang)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      id: 'TIMEOUT_ERROR',
      code: 999,
      message: 'Request timed out after 5000 milliseconds',
    });
  });

  it.each([401, 309])(
    'asks for an auth redirect on %i when the visitor forwarded credentials',
    async (status) => {
      const error = await client
        .call(feedContext(answer(status, '{}'), true))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthRedirectError);
      expect(error).toMatchObject({ status });
    },
  );

  it.each([401, 309])(
    'treats %i as an ordinary failure for an anonymous render',
    async (status) => {
      const error = await client.call(feedContext(answer(status, '{}'))).catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(AuthRedirectError);
      expect(error).toBeInstanceOf(Error);
    },
  );

  it('rejects malformed JSON', async () => {
    await expect(client.call(feedContext(answer(200, '{"cms-feed": [')))).rejects.toBeInstanceOf(
      MalformedBodyError,
    );
  });
});
