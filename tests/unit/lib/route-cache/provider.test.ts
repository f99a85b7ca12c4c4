import { beforeEach, describe, expect, it, vi } from 'vitest';
import routeCacheProvider from '../../../../src/lib/route-cache/provider.ts';
import { sharedRouteCacheStore } from '../../../../src/lib/route-cache/store.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function render(body: string, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(body, {
        headers: {
          'content-type': 'text/html',
          'cdn-cache-control': 'max-age=60, stale-while-revalidate=600',
          'cache-tag': 'route:wireless, feed:content',
          vary: 'authorization',
          ...headers,
        },
      }),
  );
}

const request = (path = '/wireless', headers: Record<string, string> = {}) => {
  const req = new Request(`http://site.test${path}`, { headers });
  return { request: req, url: new URL(req.url), logger };
};

beforeEach(() => {
  sharedRouteCacheStore().invalidate({ tags: ['route:wireless'] });
});

describe('routeCacheProvider', () => {
  it('stores a cacheable render and answers the next request from the store', async () => {
    const provider = routeCacheProvider();
    const next = render('<p>v1</p>');
    const first = await provider.onRequest?.(request(), next);
    expect(first?.headers.get('x-astro-cache')).toBe('MISS');
    const second = await provider.onRequest?.(request(), next);
    expect(second?.headers.get('x-astro-cache')).toBe('HIT');
    expect(await second?.text()).toBe('<p>v1</p>');
    expect(second?.headers.has('cdn-cache-control')).toBe(false);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('does not store responses that set cookies, vary on Cookie, or carry no max age', async () => {
    const provider = routeCacheProvider();
    for (const headers of [
      { 'set-cookie': 'a=1' },
      { vary: 'Cookie' },
      { 'cdn-cache-control': '' },
    ]) {
      const next = render('<p>x</p>', headers);
      await provider.onRequest?.(request('/wireless?case=' + Object.keys(headers)[0]), next);
      await provider.onRequest?.(request('/wireless?case=' + Object.keys(headers)[0]), next);
      expect(next).toHaveBeenCalledTimes(2);
    }
  });

  it('keeps credentialed requests out of the anonymous entry', async () => {
    const provider = routeCacheProvider();
    await provider.onRequest?.(request(), render('<p>anonymous</p>'));
    const personal = render('<p>personal</p>', { 'cdn-cache-control': '' });
    const response = await provider.onRequest?.(
      request('/wireless', { authorization: 'Bearer t' }),
      personal,
    );
    expect(await response?.text()).toBe('<p>personal</p>');
    expect(personal).toHaveBeenCalledTimes(1);
  });

  it('drops entries on invalidation, so the next request renders again', async () => {
    const provider = routeCacheProvider();
    await provider.onRequest?.(request(), render('<p>v1</p>'));
    await provider.invalidate({ tags: ['feed:content'] });
    const next = render('<p>v2</p>');
    const response = await provider.onRequest?.(request(), next);
    expect(await response?.text()).toBe('<p>v2</p>');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('passes other methods through', async () => {
    const provider = routeCacheProvider();
    const next = render('ok');
    const req = new Request('http://site.test/api/publish', { method: 'POST' });
    await provider.onRequest?.({ request: req, url: new URL(req.url), logger }, next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
