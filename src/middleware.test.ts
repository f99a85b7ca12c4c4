import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from './middleware.ts';
import { fetchJson } from './feeds/http.ts';
import { PRIVATE_NO_STORE } from './server/cache-policy.ts';
import { setLogSink } from './domain/log.ts';

type Context = Parameters<typeof onRequest>[0];
type Next = Parameters<typeof onRequest>[1];

/** The context Astro hands the middleware for an on-demand page. */
function contextFor(url: string, headers: Record<string, string> = {}): Context {
  return {
    request: new Request(url, { headers }),
    locals: {},
    isPrerendered: false,
  } as unknown as Context;
}

/**
 * A render whose feed call meets an upstream answering `status`, made as every feed makes it:
 * through fetchJson with the request's call options (so the visitor's credentials decide).
 */
function renderMeeting(context: Context, status: number): Next {
  return (async () => {
    await fetchJson({
      url: 'http://upstream.test/msapi/feed',
      ...context.locals.ctx.feeds.callOptions,
      fetchImpl: () => Promise.resolve(new Response(null, { status })),
    });
    return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
  }) as Next;
}

async function run(url: string, status: number, headers: Record<string, string> = {}) {
  const context = contextFor(url, headers);
  return (await onRequest(context, renderMeeting(context, status))) as Response;
}

const SIGNED_IN = { authorization: 'Bearer visitor-token' };

describe('onRequest: an upstream refusing the visitor', () => {
  it('401: 302 to the origin login page, never stored', async () => {
    const response = await run('https://support.example.test/wireless?x=1', 401, SIGNED_IN);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://support.example.test/acctmgmt/login');
    expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  it('309: 302 to sign-in with the page (without orcAuth) as final_url, never stored', async () => {
    const response = await run('https://support.example.test/wireless?orcAuth=abc&x=1', 309);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(
      'https://support.example.test/acctmgmt/signin',
    );
    expect(location.searchParams.get('final_url')).toBe(
      'https://support.example.test/wireless?x=1',
    );
    expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  it.each([401, 309])(
    'an anonymous render meeting %i is a failure (500, logged), not a redirect',
    async (status) => {
      const lines: string[] = [];
      const restore = setLogSink((_level, _source, message) => lines.push(message));
      try {
        const response = await run('https://support.example.test/wireless', status);
        expect(response.status).toBe(500);
        expect(response.headers.get('location')).toBeNull();
        expect(lines).toEqual([expect.stringContaining(`Upstream answered ${status}`)]);
      } finally {
        restore();
      }
    },
  );

  it('a render that succeeds passes through as the page', async () => {
    const response = await run('https://support.example.test/wireless', 200, SIGNED_IN);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>page</p>');
  });
});

describe('onRequest: island markup', () => {
  const island = '<astro-island uid="Z1O4ckS" prefix="r1"></astro-island>';
  const page = (() =>
    Promise.resolve(new Response(island, { headers: { 'content-type': 'text/html' } }))) as Next;

  it.each([
    ['rendered on demand', false],
    ['pre-rendered into a file', true],
  ])('a page %s carries no island uid', async (_name, prerendered) => {
    const context = {
      ...contextFor('https://support.example.test/wireless'),
      isPrerendered: prerendered,
    };
    const response = (await onRequest(context as Context, page)) as Response;
    expect(await response.text()).toBe('<astro-island prefix="r1"></astro-island>');
  });
});

describe('onRequest: the test beds', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The middleware as a process with this environment loads it (the configuration is read once). */
  async function middlewareWith(env: Record<string, string>) {
    vi.resetModules();
    vi.stubEnv('SITE_ENV', '');
    vi.stubEnv('TEST_PAGES', '');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    return (await import('./middleware.ts')).onRequest;
  }

  /** Astro's next(): the route's page, or the 404 page when the middleware rewrites to it. */
  const next = ((rewrite?: string) =>
    Promise.resolve(
      rewrite === '/404'
        ? new Response('<h1>Not found</h1>', {
            status: 404,
            headers: { 'content-type': 'text/html' },
          })
        : new Response('<h1>Page</h1>', { headers: { 'content-type': 'text/html' } }),
    )) as Next;

  async function status(middleware: typeof onRequest, path: string, prerendered = false) {
    const context = {
      ...contextFor(`https://support.example.test${path}`),
      isPrerendered: prerendered,
    } as Context;
    return ((await middleware(context, next)) as Response).status;
  }

  it.each([
    ['production (SITE_ENV=prod)', { SITE_ENV: 'prod' }],
    ['production, a cluster', { SITE_ENV: 'prod-dc2' }],
    ['no SITE_ENV (production)', {}],
    ['TEST_PAGES=off anywhere', { SITE_ENV: 'local', TEST_PAGES: 'off' }],
  ])('%s: /gallery and /video-demo are not found; the landing page is served', async (_, env) => {
    const middleware = await middlewareWith(env);
    expect(await status(middleware, '/video-demo?id=5001039')).toBe(404);
    expect(await status(middleware, '/gallery')).toBe(404);
    expect(await status(middleware, '/wireless')).toBe(200);
  });

  it.each([
    ['the local site', { SITE_ENV: 'local' }],
    ['a test environment', { SITE_ENV: 'test' }],
    ['stage', { SITE_ENV: 'stage' }],
    ['production with TEST_PAGES=on', { SITE_ENV: 'prod', TEST_PAGES: 'on' }],
  ])('%s: the test beds are served', async (_, env) => {
    const middleware = await middlewareWith(env);
    expect(await status(middleware, '/video-demo?id=5001039')).toBe(200);
    expect(await status(middleware, '/gallery')).toBe(200);
  });

  it('the build still pre-renders the gallery (no visitor, no environment of its own)', async () => {
    const middleware = await middlewareWith({ SITE_ENV: 'prod' });
    expect(await status(middleware, '/gallery', true)).toBe(200);
  });
});

describe("onRequest: an editor's preview", () => {
  const SECRET = 'preview-secret-0123456789';
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** A landing render as the route makes it: shareable, tagged for the caches. */
  const render = ((context: Context) =>
    (async () => {
      context.locals.shareable = { maxAge: 60, staleWhileRevalidate: 600 };
      return new Response('<h1>Page</h1>', {
        headers: {
          'content-type': 'text/html',
          'cache-tag': 'route:wireless,feed:content',
          'cdn-cache-control': 'max-age=60',
        },
      });
    }) as Next) as (context: Context) => Next;

  async function answer(cookie: string | undefined) {
    vi.resetModules();
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const { onRequest: middleware } = await import('./middleware.ts');
    const { PREVIEW_COOKIE, signPreviewCookie } = await import('./server/preview-cookie.ts');
    const value = cookie === 'valid' ? signPreviewCookie(SECRET, new Date()) : cookie;
    const context = contextFor(
      'https://support.example.test/wireless',
      value === undefined ? {} : { cookie: `${PREVIEW_COOKIE}=${value}` },
    );
    const response = (await middleware(context, render(context))) as Response;
    return { response, preview: context.locals.ctx.preview };
  }

  it('a valid cookie: private, no-store, noindex, no cache tags, no Vary for shared caches', async () => {
    const { response, preview } = await answer('valid');
    expect(preview).toBe(true);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-tag')).toBeNull();
    expect(response.headers.get('cdn-cache-control')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });

  it.each([
    ['no cookie', undefined],
    ['a forged cookie', 'v1.1.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('%s: the published page, shareable', async (_name, cookie) => {
    const { response, preview } = await answer(cookie);
    expect(preview).toBe(false);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('cache-tag')).toBe('route:wireless,feed:content');
  });
});
