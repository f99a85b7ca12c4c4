import { describe, expect, it, vi } from 'vitest';
import { RELAY_BODY_LIMIT } from './http/bounded-body.ts';
import { proxyRequest, type ProxyOptions } from './proxy.ts';
import { countingBody } from '../../tests/support/counting-body.ts';

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/msapi/support-account/v1/accountdetails', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);

/** An upstream that reads whatever body it is sent, as a real server would. */
function upstream() {
  const received: string[] = [];
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = init?.body ? await new Response(init.body).text() : '';
    received.push(body);
    return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls: fetchImpl, received };
}

const relay = (fetchImpl: typeof fetch, over: Partial<ProxyOptions> = {}): ProxyOptions => ({
  upstream: 'http://upstream.test',
  upstreamName: 'api',
  withCredentials: true,
  fetchImpl,
  ...over,
});

describe('proxyRequest bodies', () => {
  it('streams a visitor’s body through to the upstream', async () => {
    const up = upstream();
    const response = await proxyRequest(
      post('{"ctn":"5551234567"}', { cookie: 'SESSION=1' }),
      relay(up.fetchImpl),
    );
    expect(response.status).toBe(200);
    expect(up.received).toEqual(['{"ctn":"5551234567"}']);
  });

  it.each([
    ['a cookie', { cookie: 'SESSION=1' }],
    ['a bearer', { authorization: 'Bearer t' }],
    ['an identity context', { 'x-identity-context-uuid': '12345' }],
  ])('relays a body that comes with %s', async (_name, headers) => {
    const up = upstream();
    expect((await proxyRequest(post('{}', headers), relay(up.fetchImpl))).status).toBe(200);
  });

  it('refuses a body without credentials before reading it', async () => {
    const up = upstream();
    const body = countingBody(2_000_000);
    const response = await proxyRequest(post(body.stream), relay(up.fetchImpl));
    expect(response.status).toBe(401);
    expect(up.calls).not.toHaveBeenCalled();
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('lets the sign-in pages take a body without credentials', async () => {
    const up = upstream();
    const response = await proxyRequest(
      post('user=jordan'),
      relay(up.fetchImpl, { anonymousBodies: true }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a declared length over the limit without reading or calling upstream', async () => {
    const up = upstream();
    const body = countingBody(2_000_000);
    const response = await proxyRequest(
      post(body.stream, { cookie: 'SESSION=1', 'content-length': '2000000' }),
      relay(up.fetchImpl),
    );
    expect(response.status).toBe(413);
    expect(up.calls).not.toHaveBeenCalled();
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a streamed body as soon as it passes the limit, reading no further', async () => {
    const up = upstream();
    const body = countingBody(50_000_000);
    const response = await proxyRequest(
      post(body.stream, { cookie: 'SESSION=1' }),
      relay(up.fetchImpl),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(RELAY_BODY_LIMIT + 3 * 64 * 1024);
  });

  it('sends GET without a body and public relays without credentials', async () => {
    const up = upstream();
    const get = new Request('http://site.test/idpcms/videos/1', { headers: { cookie: 'S=1' } });
    const response = await proxyRequest(get, relay(up.fetchImpl, { withCredentials: false }));
    expect(response.status).toBe(200);
    const init = up.calls.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('cookie')).toBe(false);
  });
});

describe('proxyRequest headers', () => {
  const get = (headers: Record<string, string>) =>
    new Request('http://site.test/msapi/support-account/v1/infocus', { headers });
  const sent = async (request: Request, over: Partial<ProxyOptions> = {}) => {
    const up = upstream();
    await proxyRequest(request, relay(up.fetchImpl, over));
    return new Headers(up.calls.mock.calls[0]?.[1]?.headers);
  };

  it('passes on the client id and the identity context, and leaves the host behind', async () => {
    const headers = await sent(
      get({
        'x-client-id': 'idp-support-wireless-ui',
        'x-identity-context-uuid': '42',
        host: 'site.test',
      }),
    );
    expect(headers.get('x-client-id')).toBe('idp-support-wireless-ui');
    expect(headers.get('x-identity-context-uuid')).toBe('42');
    expect(headers.has('host')).toBe(false);
  });

  it("adds the site's Basic authorization when configured and the browser sent none", async () => {
    expect((await sent(get({}), { basicAuth: 'svc:pw' })).get('authorization')).toBe(
      `Basic ${Buffer.from('svc:pw').toString('base64')}`,
    );
    expect(
      (await sent(get({ authorization: 'Bearer visitor' }), { basicAuth: 'svc:pw' })).get(
        'authorization',
      ),
    ).toBe('Bearer visitor');
    expect((await sent(get({}))).has('authorization')).toBe(false);
  });
});
