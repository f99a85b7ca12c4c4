/**
 * No request, however malformed, takes a server down or earns a 5xx: regression cases for the
 * paths that once ended the process, security headers on every kind of response, and a
 * property-based run of raw request lines against each server the suite starts.
 */
import { expect, test } from '../support/test.ts';
import fc from 'fast-check';
import { LANDING_ROUTES } from '../../src/domain/landing-routes.ts';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { hostileRequest } from '../support/hostile-requests.ts';
import { sendRaw } from '../support/raw-http.ts';
import { sandboxUrl } from '../support/sandbox.ts';
import { staticPort as workerStaticPort } from '../support/ports.ts';

const portOf = (url: string) => Number(new URL(url).port);
const sitePort = (baseURL: string | undefined) => portOf(baseURL ?? '');

const get = (port: number, target: string) =>
  sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);

const MALFORMED_PATHS = [
  '/wireless%',
  '/msapi/%ZZ',
  '/support/article-modal/x/%E0%A4%A',
  '/_astro/%C0%AF.js',
];

test.describe('malformed paths', () => {
  for (const target of MALFORMED_PATHS) {
    test(`${target}: 400 from the site, the static build and the sandbox, and each keeps serving`, async ({
      baseURL,
    }) => {
      for (const [port, next] of [
        [sitePort(baseURL), '/wireless'],
        [workerStaticPort, '/wireless'],
        [portOf(sandboxUrl()), '/__sandbox/health'],
      ] as const) {
        const reply = await get(port, target);
        expect(reply.status, `port ${port}`).toBe(400);
        expect((await get(port, next)).status, `port ${port} afterwards`).toBe(200);
      }
    });
  }

  test('an over-long path is 414, an over-long header 431, a method a page does not serve 405', async ({
    baseURL,
  }) => {
    const port = sitePort(baseURL);
    expect((await get(port, `/${'a'.repeat(9000)}`)).status).toBe(414);
    expect((await get(port, `/${'a'.repeat(20_000)}`)).status).toBe(414);
    const bigHeader = await sendRaw(
      port,
      `GET /wireless HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeader.status).toBe(431);
    const post = await sendRaw(
      port,
      'POST /wireless HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n',
    );
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    const trace = await sendRaw(port, 'TRACE /wireless HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(trace.status).toBe(405);
    expect((await get(port, '/wireless')).status).toBe(200);
  });

  test('a 2 MB body to the relay or to publish is 413, and the site carries on', async ({
    request,
  }) => {
    const twoMegabytes = Buffer.alloc(2_000_000, 120);
    // The site answers 413 and stops reading; when its close reaches the client before the
    // client's next write, the client sees the cut instead of the answer. Both are refusals.
    const refusal = async (answer: Promise<{ status(): number }>) =>
      answer.then(
        (response) => response.status(),
        (error: unknown) => {
          const cut = /EPIPE|ECONNRESET/.exec(String(error));
          if (!cut) throw error;
          return cut[0];
        },
      );
    const relay = await refusal(
      request.post('/msapi/support-account/v1/accountdetails', {
        data: twoMegabytes,
        headers: { 'content-type': 'application/json', cookie: 'SESSION=visitor' },
      }),
    );
    expect([413, 'EPIPE', 'ECONNRESET']).toContain(relay);
    // Without a visitor's credentials a relayed call has nothing to act on: refused unread.
    const anonymous = await request.post('/msapi/support-account/v1/accountdetails', {
      data: twoMegabytes,
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status()).toBe(401);
    const publish = await refusal(
      request.post('/api/publish', {
        data: twoMegabytes,
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer e2e-publish-secret-0123456789',
        },
      }),
    );
    expect([413, 'EPIPE', 'ECONNRESET']).toContain(publish);
    expect((await request.get('/wireless')).status()).toBe(200);
  });
});

test.describe('security headers on every response', () => {
  test('/gallery (pre-rendered), an /_astro/ asset and an image carry the same as /wireless', async ({
    request,
  }) => {
    const page = await request.get('/wireless');
    const html = await page.text();
    const asset = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
    const image = /\/images\/[\w./-]+\.(?:jpg|png|svg|webp)/.exec(html)?.[0];
    expect(asset, 'an /_astro/ script on /wireless').toBeDefined();
    expect(image, 'an image on /wireless').toBeDefined();
    for (const path of ['/wireless', '/gallery', asset!, image!, '/no-such-page', '/wireless%']) {
      const response = await request.get(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers()[name], `${name} on ${path}`).toBe(value);
      }
    }
  });
});

test.describe('a declared length is the length sent', () => {
  // A client that asks for no compression gets the page as rendered. A Content-Length that
  // promised more than the body (a rewritten page under the render's own length) kept such a
  // client waiting for bytes that never came until the connection's time-out.
  for (const [name, headers] of [
    ['anonymous (a cache miss, then the cached copy)', ''],
    ['with credentials (rendered for the visitor, never cached)', 'Authorization: Bearer e2e\r\n'],
  ] as const) {
    test(`every landing page, uncompressed, ${name}`, async ({ baseURL }) => {
      const port = sitePort(baseURL);
      for (const path of LANDING_ROUTES) {
        for (const round of [1, 2]) {
          const reply = await sendRaw(
            port,
            `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}Connection: close\r\n\r\n`,
          );
          expect(reply.status, `${path} (${round})`).toBe(200);
          const body = reply.text.length - (reply.text.indexOf('\r\n\r\n') + 4);
          const declared = reply.headers['content-length'];
          if (declared !== undefined) expect(Number(declared), `${path} (${round})`).toBe(body);
          expect(reply.text, `${path} (${round})`).toMatch(/<\/html>\s*$/);
        }
      }
    });
  }
});

test.describe('hostile request lines (fast-check)', () => {
  // A fixed seed keeps CI deterministic; FUZZ_SEED explores other runs.
  const seed = Number(process.env['FUZZ_SEED'] ?? 20261123);

  for (const { server, runs, port, healthy } of [
    { server: 'the site', runs: 2000, port: 'site', healthy: '/wireless' },
    { server: 'the static build server', runs: 300, port: 'static', healthy: '/wireless' },
    { server: 'the sandbox', runs: 300, port: 'sandbox', healthy: '/__sandbox/health' },
  ] as const) {
    test(`${runs} generated requests to ${server}: no exit, no 5xx, still serving`, async ({
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const target =
        port === 'site'
          ? sitePort(baseURL)
          : port === 'static'
            ? workerStaticPort
            : portOf(sandboxUrl());
      console.log(`hostile request fuzz of ${server}: seed ${seed}, ${runs} runs`);
      const statuses = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(hostileRequest(target), async ({ raw, truncated }) => {
          const reply = await sendRaw(target, Buffer.from(raw, 'latin1'), {
            timeoutMs: 10_000,
            halfClose: truncated,
          });
          const key = String(reply.status ?? 'closed');
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          expect(reply.refused, 'the server process is gone').toBe(false);
          expect(reply.status ?? 0, `5xx for ${JSON.stringify(raw.slice(0, 200))}`).toBeLessThan(
            500,
          );
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
      console.log(`  statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
      expect((await get(target, healthy)).status).toBe(200);
    });
  }
});
