import { spawnSync } from 'node:child_process';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGatedServer, type GatedHandler } from './gate.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { sendRaw } from '../../../tests/support/raw-http.ts';

let server: http.Server;
let port: number;
let logged: string[];
let seen: { url: string | undefined; path: string }[];

const ok: GatedHandler = (req, res, path) => {
  seen.push({ url: req.url, path });
  res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
};

async function start(handler: GatedHandler = ok) {
  server = createGatedServer(handler, {
    name: 'test',
    allowedMethods: (path) => (path === '/api/publish' ? ['POST'] : ['GET', 'HEAD']),
    log: (line) => logged.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

const get = (target: string, extra = '') =>
  sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`);

const expectSecurityHeaders = (headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
};

beforeEach(() => {
  logged = [];
  seen = [];
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('gateRequests', () => {
  beforeEach(() => start());

  it.each(['/wireless%', '/msapi/%ZZ', '/support/article-modal/x/%E0%A4%A', '/_astro/%C0%AF.js'])(
    'answers %s with 400 and the security headers, without calling the handler; the next request is served',
    async (target) => {
      const reply = await get(target);
      expect(reply.status).toBe(400);
      expectSecurityHeaders(reply.headers);
      expect(seen).toEqual([]);
      expect((await get('/wireless')).status).toBe(200);
    },
  );

  it('hands the handler the canonical url and the decoded path', async () => {
    await get('/foo/../support/caf%C3%A9?q=1');
    expect(seen).toEqual([{ url: '/support/caf%C3%A9?q=1', path: '/support/café' }]);
  });

  it('answers an over-long target with 414', async () => {
    expect((await get(`/${'a'.repeat(9000)}`)).status).toBe(414);
  });

  it('answers a method the path does not serve with 405 and Allow', async () => {
    const reply = await sendRaw(
      port,
      'DELETE /wireless HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(reply.status).toBe(405);
    expect(reply.headers['allow']).toBe('GET, HEAD');
    const publish = await sendRaw(
      port,
      'GET /api/publish HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(publish.headers['allow']).toBe('POST');
  });

  it.each([
    ['two Host headers', 'Host: a\r\nHost: b\r\n'],
    ['a malformed Host', 'Host: a b\r\n'],
    ['an unclosed IPv6 Host', 'Host: [::1\r\n'],
  ])('answers %s with 400', async (_name, hostLines) => {
    const reply = await sendRaw(
      port,
      `GET /wireless HTTP/1.1\r\n${hostLines}Connection: close\r\n\r\n`,
    );
    expect(reply.status).toBe(400);
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    expect((await get('/wireless', 'X-Request-Id: abc-123\r\n')).headers['x-request-id']).toBe(
      'abc-123',
    );
    const replaced = (await get('/wireless', 'X-Request-Id: <script>\r\n')).headers['x-request-id'];
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('answerClientErrors', () => {
  beforeEach(() => start());

  it.each([
    ['an unknown method token', 'F@O / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a request line of 20 000 characters', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\n\r\n`, 414],
    [
      'a header of 20 000 characters',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a missing Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['HTTP/1.0 without Host (allowed)', 'GET /wireless HTTP/1.0\r\n\r\n', 200],
    ['garbage', '\u0000\u0001\u0002 nonsense\r\n\r\n', 400],
  ])('answers %s with the right 4xx and the security headers', async (_name, raw, status) => {
    const reply = await sendRaw(port, raw);
    expect(reply.status).toBe(status);
    expectSecurityHeaders(reply.headers);
    expect((await get('/wireless')).status).toBe(200);
  });
});

describe('given a handler that fails', () => {
  it.each([
    [
      'by throwing',
      () => {
        throw new Error('boom');
      },
    ],
    ['by rejecting', () => Promise.reject(new Error('boom'))],
  ])('%s: 500, the request id in the log, and the server keeps serving', async (_name, failing) => {
    let calls = 0;
    await start((req, res, path) => {
      calls += 1;
      if (calls === 1) return (failing as () => void)();
      return ok(req, res, path);
    });
    const reply = await get('/wireless');
    expect(reply.status).toBe(500);
    expectSecurityHeaders(reply.headers);
    const id = reply.headers['x-request-id'];
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`500 request ${id} GET /wireless: Error: boom`);
    expect((await get('/wireless')).status).toBe(200);
  });
});

describe('logCrashes', () => {
  it('logs the cause of a failure no handler caught, then exits non-zero', () => {
    const gate = new URL('./gate.ts', import.meta.url).href;
    const script = `
      const { logCrashes } = await import(${JSON.stringify(gate)});
      logCrashes('site');
      setTimeout(() => { throw new Error('socket state corrupted'); }, 1);
      setTimeout(() => console.log('still running'), 200);
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/\[site\] fatal uncaughtException: Error: socket state corrupted/);
    expect(run.stdout).not.toContain('still running');
  });
});
