import { describe, expect, it, vi } from 'vitest';
import { FAN_OUT_HEADER, failureReason, fanOutPublish } from './fan-out.ts';

const refused = () =>
  Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

/** A fetch that answers per URL prefix and records every call in order. */
function fakeFetch(answers: Record<string, number | Error>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const match = Object.entries(answers).find(([prefix]) => url.startsWith(prefix));
    const answer = match?.[1] ?? 404;
    if (answer instanceof Error) throw answer;
    return new Response('{}', { status: answer });
  });
  return { impl, calls };
}

const PEER_A = 'http://127.0.0.1:4452';
const PEER_B = 'http://127.0.0.1:4453';
const CACHE = 'http://127.0.0.1:4450';

describe('fanOutPublish', () => {
  it('tells every peer with the same secret and body, marked as a fan-out, then purges the cache', async () => {
    const { impl, calls } = fakeFetch({ [PEER_A]: 200, [PEER_B]: 200, [CACHE]: 200 });
    const unreached = await fanOutPublish(
      { tags: ['feed:content'], paths: ['/wireless'] },
      { peers: [PEER_A, PEER_B], cacheUrl: CACHE },
      { authorization: 'Bearer s3cret', fetch: impl },
    );
    expect(unreached).toEqual([]);
    expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual([
      `POST ${PEER_A}/api/publish`,
      `POST ${PEER_B}/api/publish`,
      `PURGE ${CACHE}/`,
    ]);
    const peerHeaders = calls[0]?.init?.headers as Record<string, string>;
    expect(peerHeaders['authorization']).toBe('Bearer s3cret');
    expect(peerHeaders[FAN_OUT_HEADER]).toBe('1');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      tags: ['feed:content'],
      paths: ['/wireless'],
    });
    const purgeHeaders = calls[2]?.init?.headers as Record<string, string>;
    expect(purgeHeaders['xkey-purge']).toBe('feed:content path:/wireless');
  });

  it('names each copy it could not reach, and still purges the cache when a peer fails', async () => {
    const { impl, calls } = fakeFetch({ [PEER_A]: refused(), [PEER_B]: 401, [CACHE]: 403 });
    const unreached = await fanOutPublish(
      { tags: ['feed:flags'] },
      { peers: [PEER_A, PEER_B], cacheUrl: CACHE },
      { authorization: 'Bearer s3cret', fetch: impl },
    );
    expect(unreached).toEqual([
      { copy: `peer ${PEER_A}`, reason: 'ECONNREFUSED' },
      { copy: `peer ${PEER_B}`, reason: 'answered 401' },
      { copy: `cache ${CACHE}`, reason: 'answered 403' },
    ]);
    expect(calls).toHaveLength(3);
  });

  it('gives up on a copy that does not answer within the bound', async () => {
    const hang = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const started = Date.now();
    const unreached = await fanOutPublish(
      { tags: ['feed:content'] },
      { peers: [PEER_A] },
      { authorization: 'Bearer s3cret', fetch: hang, timeoutMs: 50 },
    );
    expect(unreached).toEqual([{ copy: `peer ${PEER_A}`, reason: 'no answer within 50 ms' }]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('with neither peers nor a cache calls nothing', async () => {
    const { impl } = fakeFetch({});
    expect(
      await fanOutPublish({ tags: ['x'] }, { peers: [] }, { authorization: '', fetch: impl }),
    ).toEqual([]);
    expect(impl).not.toHaveBeenCalled();
  });
});

describe('failureReason', () => {
  it.each([
    { name: 'a refusal by its code', error: refused(), reason: 'ECONNREFUSED' },
    {
      name: 'a time-out by its bound',
      error: new DOMException('timed out', 'TimeoutError'),
      reason: 'no answer within 700 ms',
    },
    { name: 'anything else by its message', error: new Error('bad things'), reason: 'bad things' },
  ])('$name', ({ error, reason }) => {
    expect(failureReason(error)).toBe(reason);
  });
});
