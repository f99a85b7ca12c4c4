import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import routeCacheProvider from './provider.ts';
import { DEGRADED_HEADER } from './renders.ts';
import { sharedRouteCache } from './shared.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function render(body: string, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(body, {
        headers: {
          'content-type': 'text/html',
          // As Astro sends a page: the length of the HTML as rendered.
          'content-length': String(Buffer.byteLength(body)),
          'cache-control':
            'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
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

/** A degraded render, as the middleware marks it: no-store, no cache directives. */
function degraded(body = '<p>degraded</p>') {
  return render(body, {
    'cache-control': 'no-store',
    'cdn-cache-control': '',
    'cache-tag': '',
    [DEGRADED_HEADER]: 'content failed',
  });
}

/** A render the test finishes by hand, so requests can arrive while it runs. */
function held(body: string) {
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const inner = render(body);
  const next = vi.fn(async () => {
    await gate;
    return inner();
  });
  return { next, finish };
}

const SECOND = 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  const cache = sharedRouteCache();
  cache.store.invalidate({ tags: ['route:wireless'] });
  cache.renders.reset();
});
afterEach(() => {
  vi.useRealTimers();
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

  it('answers the first request after a render with the stored brotli-11 body, as every later one', async () => {
    const provider = routeCacheProvider();
    const page = `<main>${'<p>Top solutions for your phone</p>'.repeat(400)}</main>`;
    const next = render(page);
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await provider.onRequest?.(request('/wireless', br), next);
    expect(first?.headers.get('x-astro-cache')).toBe('MISS');
    expect(first?.headers.get('content-encoding')).toBe('br');
    expect(first?.headers.get('vary')).toBe('authorization, Accept-Encoding');
    const firstBytes = new Uint8Array(await (first as Response).arrayBuffer());
    expect(brotliDecompressSync(firstBytes).toString()).toBe(page);
    expect(first?.headers.get('content-length')).toBe(String(firstBytes.byteLength));
    const second = await provider.onRequest?.(request('/wireless', br), next);
    expect(second?.headers.get('x-astro-cache')).toBe('HIT');
    expect(new Uint8Array(await (second as Response).arrayBuffer())).toEqual(firstBytes);
    // A client that takes no coding gets the page as it was rendered.
    const plain = await provider.onRequest?.(request(), next);
    expect(plain?.headers.has('content-encoding')).toBe(false);
    expect(plain?.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
    expect(await plain?.text()).toBe(page);
  });

  it('answers every request that waited on one render with the same compressed body', async () => {
    const provider = routeCacheProvider();
    const page = `<main>${'<p>Browse topics</p>'.repeat(300)}</main>`;
    const { next, finish } = held(page);
    const waiting = Array.from({ length: 20 }, () =>
      provider.onRequest?.(request('/wireless', { 'accept-encoding': 'br' }), next),
    );
    finish();
    const answers = await Promise.all(waiting);
    expect(next).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(
      answers.map(async (answer) => {
        expect(answer?.headers.get('content-encoding')).toBe('br');
        return Buffer.from(await (answer as Response).arrayBuffer()).toString('base64');
      }),
    );
    expect(new Set(bodies).size).toBe(1);
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

  it('passes other methods and routes it does not hold straight through', async () => {
    const provider = routeCacheProvider();
    const next = render('ok');
    const req = new Request('http://site.test/wireless', { method: 'POST' });
    await provider.onRequest?.({ request: req, url: new URL(req.url), logger }, next);
    await provider.onRequest?.(request('/msapi/x'), next);
    await provider.onRequest?.(request('/msapi/x'), next);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('renders a cold key once for every request that arrives meanwhile', async () => {
    const provider = routeCacheProvider();
    const { next, finish } = held('<p>v1</p>');
    const responses = Array.from({ length: 50 }, () => provider.onRequest?.(request(), next));
    finish();
    const bodies = await Promise.all(responses.map(async (r) => (await r)?.text()));
    expect(next).toHaveBeenCalledTimes(1);
    expect(new Set(bodies)).toEqual(new Set(['<p>v1</p>']));
  });

  it('a credentialed request never shares an anonymous render, nor the other way round', async () => {
    const provider = routeCacheProvider();
    const anonymous = held('<p>anonymous</p>');
    const first = provider.onRequest?.(request(), anonymous.next);
    const personal = render('<p>personal</p>', { 'cdn-cache-control': '' });
    const second = provider.onRequest?.(
      request('/wireless', { authorization: 'Bearer t' }),
      personal,
    );
    anonymous.finish();
    expect(await (await first)?.text()).toBe('<p>anonymous</p>');
    expect(await (await second)?.text()).toBe('<p>personal</p>');
  });

  it('a degraded render is sent without the internal mark, never stored, and held briefly', async () => {
    const provider = routeCacheProvider();
    const next = degraded();
    const first = await provider.onRequest?.(request(), next);
    expect(first?.headers.get('x-astro-cache')).toBe('DEGRADED');
    expect(first?.headers.get('cache-control')).toBe('no-store');
    expect(first?.headers.has(DEGRADED_HEADER)).toBe(false);
    // Within the hold, nothing renders: the held copy answers.
    vi.setSystemTime(1_000_000 + 4 * SECOND);
    expect((await provider.onRequest?.(request(), next))?.headers.get('x-astro-cache')).toBe(
      'DEGRADED',
    );
    expect(next).toHaveBeenCalledTimes(1);
    // After it, the next request renders again; a complete render is stored.
    vi.setSystemTime(1_000_000 + 6 * SECOND);
    const good = render('<p>good</p>');
    expect((await provider.onRequest?.(request(), good))?.headers.get('x-astro-cache')).toBe(
      'MISS',
    );
    expect((await provider.onRequest?.(request(), good))?.headers.get('x-astro-cache')).toBe('HIT');
    expect(good).toHaveBeenCalledTimes(1);
  });

  it('a stale copy is served while one revalidation runs, and a degraded one never replaces it', async () => {
    const provider = routeCacheProvider();
    await provider.onRequest?.(request(), render('<p>good</p>'));
    vi.setSystemTime(1_000_000 + 61 * SECOND);
    const bad = degraded();
    const stale = await Promise.all(
      Array.from({ length: 20 }, () => provider.onRequest?.(request(), bad)),
    );
    expect(stale.map((r) => r?.headers.get('x-astro-cache'))).toEqual(Array(20).fill('STALE'));
    expect(await stale[0]?.text()).toBe('<p>good</p>');
    // The revalidation has finished once its degraded copy is held (compression is asynchronous).
    await vi.waitFor(() =>
      expect(sharedRouteCache().renders.held('/wireless', () => null)).toBeDefined(),
    );
    expect(bad).toHaveBeenCalledTimes(1);
    // The degraded revalidation changed nothing, and holds the key for its hold period.
    const after = await provider.onRequest?.(request(), bad);
    expect(await after?.text()).toBe('<p>good</p>');
    expect(bad).toHaveBeenCalledTimes(1);
    // Upstreams healthy again: the next revalidation after the hold replaces the copy.
    vi.setSystemTime(1_000_000 + 67 * SECOND);
    const good = render('<p>v2</p>');
    await provider.onRequest?.(request(), good);
    await vi.waitFor(() => expect(good).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () =>
      expect(await (await provider.onRequest?.(request(), good))?.text()).toBe('<p>v2</p>'),
    );
  });

  it('past stale-while-revalidate, a failed or degraded render is answered with the stale copy', async () => {
    const provider = routeCacheProvider();
    await provider.onRequest?.(request(), render('<p>good</p>'));
    vi.setSystemTime(1_000_000 + 3600 * SECOND);
    const bad = degraded();
    const response = await provider.onRequest?.(request(), bad);
    expect(response?.headers.get('x-astro-cache')).toBe('STALE');
    expect(await response?.text()).toBe('<p>good</p>');
    expect(bad).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1_000_000 + 3610 * SECOND);
    const failing = vi.fn(async () => new Response('oops', { status: 500 }));
    const afterFailure = await provider.onRequest?.(request(), failing);
    expect(await afterFailure?.text()).toBe('<p>good</p>');
  });

  it('a render that began before a publish is sent but not stored, here or in a shared cache', async () => {
    const provider = routeCacheProvider();
    const { next, finish } = held('<p>old</p>');
    const response = provider.onRequest?.(request(), next);
    await provider.invalidate({ tags: ['feed:content'] });
    finish();
    const old = await response;
    expect(await old?.text()).toBe('<p>old</p>');
    // Varnish may already have been purged for this publish: it must not keep the old page.
    expect(old?.headers.get('cache-control')).toBe('private, no-store');
    const fresh = render('<p>new</p>');
    const answer = await provider.onRequest?.(request(), fresh);
    expect(await answer?.text()).toBe('<p>new</p>');
    expect(answer?.headers.get('cache-control')).toMatch(/s-maxage=60/);
  });

  it('a request after a publish renders anew instead of sharing a render that began before it', async () => {
    const provider = routeCacheProvider();
    const { next, finish } = held('<p>old</p>');
    const before = provider.onRequest?.(request(), next);
    await provider.invalidate({ tags: ['feed:content'] });
    const fresh = render('<p>new</p>');
    const after = provider.onRequest?.(request(), fresh);
    finish();
    expect(await (await before)?.text()).toBe('<p>old</p>');
    expect(await (await after)?.text()).toBe('<p>new</p>');
    expect(fresh).toHaveBeenCalledTimes(1);
    // The new render is the one kept.
    const hit = await provider.onRequest?.(request(), render('<p>unused</p>'));
    expect(hit?.headers.get('x-astro-cache')).toBe('HIT');
    expect(await hit?.text()).toBe('<p>new</p>');
  });

  it('a publish forgets held degraded copies at once', async () => {
    const provider = routeCacheProvider();
    await provider.onRequest?.(request(), degraded());
    await provider.invalidate({ tags: ['feed:content'] });
    const good = render('<p>good</p>');
    expect(await (await provider.onRequest?.(request(), good))?.text()).toBe('<p>good</p>');
  });

  it('answers a revisit with a matching If-None-Match with 304 and no body', async () => {
    const provider = routeCacheProvider();
    const first = await provider.onRequest?.(request(), render('<p>v1</p>'));
    const etag = first?.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const revisit = await provider.onRequest?.(
      request('/wireless', { 'if-none-match': etag }),
      render('<p>v1</p>'),
    );
    expect(revisit?.status).toBe(304);
    expect(await revisit?.text()).toBe('');
    const changed = await provider.onRequest?.(
      request('/wireless', { 'if-none-match': 'W/"older"' }),
      render('<p>v1</p>'),
    );
    expect(changed?.status).toBe(200);
  });

  it('gives a degraded render no validator', async () => {
    const provider = routeCacheProvider();
    const response = await provider.onRequest?.(request(), degraded());
    expect(response?.headers.has('etag')).toBe(false);
  });

  it('answers HEAD from the cache, and never stores a HEAD render', async () => {
    const provider = routeCacheProvider();
    const head = (path = '/wireless') => {
      const req = new Request(`http://site.test${path}`, { method: 'HEAD' });
      return { request: req, url: new URL(req.url), logger };
    };
    const headRender = render('');
    await provider.onRequest?.(head(), headRender);
    await provider.onRequest?.(head(), headRender);
    expect(headRender).toHaveBeenCalledTimes(2);
    await provider.onRequest?.(request(), render('<p>v1</p>'));
    const cached = render('<p>unused</p>');
    const answer = await provider.onRequest?.(head(), cached);
    expect(answer?.headers.get('x-astro-cache')).toBe('HIT');
    expect(cached).not.toHaveBeenCalled();
  });
});

describe("an editor's preview", () => {
  const SECRET = 'preview-secret-0123456789';
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is never answered from the store nor stored; a forged cookie gets the stored copy', async () => {
    vi.resetModules();
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const { default: provider } = await import('./provider.ts');
    const { PREVIEW_COOKIE, signPreviewCookie } = await import('../preview-cookie.ts');
    const cache = provider();
    const published = render('<p>published</p>');
    await cache.onRequest?.(request(), published);
    const cookie = `${PREVIEW_COOKIE}=${signPreviewCookie(SECRET, new Date())}`;
    const draft = render('<p>draft</p>');
    const preview = await cache.onRequest?.(request('/wireless', { cookie }), draft);
    expect(await preview?.text()).toBe('<p>draft</p>');
    expect(preview?.headers.get('x-astro-cache')).toBeNull();
    // The draft render did not replace the stored copy: the next visitor gets the published page.
    const visitor = await cache.onRequest?.(request(), published);
    expect(visitor?.headers.get('x-astro-cache')).toBe('HIT');
    expect(await visitor?.text()).toBe('<p>published</p>');
    const forged = await cache.onRequest?.(
      request('/wireless', {
        cookie: `${PREVIEW_COOKIE}=${signPreviewCookie('forged-secret-0123456', new Date())}`,
      }),
      draft,
    );
    expect(await forged?.text()).toBe('<p>published</p>');
    expect(draft).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledTimes(1);
  });
});
