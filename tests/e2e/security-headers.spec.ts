/**
 * The headers every answer carries (src/server/http/gate.ts) and the Content-Security-Policy every
 * page carries (src/server/csp/), on the node server and the static build's server: HTML rendered on
 * demand (a miss and a cache hit), pre-rendered HTML, assets, API answers and refusals.
 */
import { spawn } from 'node:child_process';
import { expect, test, type APIResponse } from '../support/test.ts';
import { startSiteProcess } from '../support/site-process.ts';
import { e2ePort, staticUrl } from '../support/ports.ts';

const HELD = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
const HSTS = 'max-age=31536000; includeSubDomains';

function expectHeld(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(HELD)) {
    expect(headers[name], `${what}: ${name}`).toBe(value);
  }
  expect(headers['x-request-id'], `${what}: x-request-id`).toMatch(/^[\w.-]{1,64}$/);
}

function expectPagePolicy(response: APIResponse, what: string): string {
  const headers = response.headers();
  expect(headers['content-type'], what).toBe('text/html; charset=utf-8');
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  // Inline scripts and styles only by hash: never 'unsafe-inline' for elements or 'unsafe-eval'.
  expect(csp, what).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, what).not.toMatch(/style-src [^;]*'unsafe-inline'/);
  return csp;
}

/** The first script asset a page links to. */
async function firstAsset(response: APIResponse): Promise<string> {
  const match = /(\/_astro\/[\w.-]+\.js)/.exec(await response.text());
  if (!match?.[1]) throw new Error('the page links no script asset');
  return match[1];
}

test.describe('held security headers and the page policy', () => {
  test('the node server: pages on demand and cached, pre-rendered pages, assets, APIs, refusals', async ({
    request,
  }) => {
    const miss = await request.get('/wireless?envVar=stage');
    const hit = await request.get('/wireless?envVar=stage');
    expect(hit.headers()['x-astro-cache']).toBe('HIT');
    const visitor = await request.get('/wireless?envVar=stage', {
      headers: { cookie: 'SMSESSION=abcAuthdef; customer_type=consumer' },
    });
    const policy = expectPagePolicy(miss, 'rendered page');
    // Stored and served with the cached page, and the same for every visitor.
    expect(expectPagePolicy(hit, 'cache hit')).toBe(policy);
    expect(expectPagePolicy(visitor, 'visitor with cookies')).toBe(policy);
    expectPagePolicy(await request.get('/gallery'), 'pre-rendered page');
    expectPagePolicy(await request.get('/smallbusiness/wireless'), 'small business');
    expectPagePolicy(await request.get('/video-demo?id=5001039'), 'video demo');

    const answers: [string, APIResponse][] = [
      ['rendered page', miss],
      ['cache hit', hit],
      ['asset', await request.get(await firstAsset(miss))],
      ['refused publish', await request.post('/api/publish', { data: {} })],
      ['robots', await request.get('/robots.txt')],
      ['not found', await request.get('/_astro/missing.js')],
      ['bad request', await request.get('/wireless%')],
      ['relay', await request.get('/idpcms/videos/prod/5001039.cmsfeed.js')],
    ];
    expect(answers[3]?.[1].status()).toBe(401);
    for (const [what, response] of answers) {
      expectHeld(response, what);
      // The e2e site is http: no Strict-Transport-Security.
      expect(response.headers()['strict-transport-security'], what).toBeUndefined();
    }
  });

  test('a well-formed X-Request-Id is echoed, anything else replaced', async ({ request }) => {
    const kept = await request.get('/wireless', { headers: { 'x-request-id': 'edge-42.a_b' } });
    expect(kept.headers()['x-request-id']).toBe('edge-42.a_b');
    const replaced = await request.get('/wireless', {
      headers: { 'x-request-id': 'not ok; <script>' },
    });
    expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the static build server: pages with their policy, assets, the rebuild API', async ({
    request,
  }) => {
    const page = await request.get(`${staticUrl}/wireless`);
    expectPagePolicy(page, 'static page');
    expectHeld(page, 'static page');
    expectHeld(await request.get(`${staticUrl}${await firstAsset(page)}`), 'static asset');
    // Without PUBLISH_SECRET the job is off, and says so.
    const rebuild = await request.get(`${staticUrl}/api/rebuild`);
    expect(rebuild.status()).toBe(503);
    expectHeld(rebuild, 'static API');
  });

  test('over https (SITE_URL): Strict-Transport-Security on pages, assets and APIs', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const sitePort = e2ePort + 30;
    const site = await startSiteProcess(sitePort, { SITE_URL: 'https://support.example.test' });
    const staticPort = e2ePort + 32;
    const server = spawn(process.execPath, ['src/server/serve-static.ts'], {
      env: {
        ...process.env,
        PORT: String(staticPort),
        SITE_URL: 'https://support.example.test',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      const page = await request.get(`${site.url}/wireless`);
      const staticBase = `http://127.0.0.1:${staticPort}`;
      await expect
        .poll(() =>
          fetch(`${staticBase}/wireless`).then(
            (r) => r.status,
            () => 0,
          ),
        )
        .toBe(200);
      const staticPage = await request.get(`${staticBase}/wireless`);
      for (const [what, response] of [
        ['page', page],
        ['asset', await request.get(`${site.url}${await firstAsset(page)}`)],
        ['API', await request.post(`${site.url}/api/publish`, { data: {} })],
        ['static page', staticPage],
        ['static asset', await request.get(`${staticBase}${await firstAsset(staticPage)}`)],
      ] as const) {
        expectHeld(response, what);
        expect(response.headers()['strict-transport-security'], what).toBe(HSTS);
      }
    } finally {
      server.kill('SIGTERM');
      await site.stop();
    }
  });
});
