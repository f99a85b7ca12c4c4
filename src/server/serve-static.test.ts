/**
 * The static build's server as `npm run serve:static` runs it, over a small build of its own:
 * files through the shared static files (src/server/static-files.ts) and front door, and the
 * rebuild API's answers to calls it refuses (src/server/publish.ts). No build is ever started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_PATH } from '../domain/field-vitals.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';

const SECRET = 'serve-static-test-secret-0123';
let dir: string;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  const client = path.join(dir, 'client');
  await mkdir(path.join(client, '_astro'), { recursive: true });
  await writeFile(path.join(client, 'wireless.html'), '<h1>Wireless support</h1>');
  await writeFile(path.join(client, '_astro', 'app.abc.js'), 'export {};\n');
  await writeFile(
    path.join(dir, '_headers.json'),
    JSON.stringify([
      {
        pathname: '/wireless',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }],
      },
    ]),
  );
});

afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
});

/** Starts the server on a free port and waits until it answers. */
async function start(env: Record<string, string>): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const { PUBLISH_SECRET: _unset, ...inherited } = process.env;
  const server = spawn(process.execPath, ['src/server/serve-static.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(dir, 'client'),
      REBUILD_DIR: path.join(dir, 'builds'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`serve-static exited with ${server.exitCode}`);
    const up = await fetch(`${base}/wireless`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return base;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('serve-static did not start');
}

describe('serve-static without a publish secret', () => {
  let base: string;
  beforeAll(async () => {
    base = await start({});
  }, 15_000);

  it('serves a page with its policy, the front door headers and the one table\u2019s type', async () => {
    const page = await fetch(`${base}/wireless`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(page.headers.get(name)).toBe(value);
    }
    expect(await page.text()).toBe('<h1>Wireless support</h1>');
    const asset = await fetch(`${base}/_astro/app.abc.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers what is not in the build with a plain 404', async () => {
    for (const missing of ['/nowhere', '/_astro/missing.js']) {
      const response = await fetch(`${base}${missing}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('says the rebuild job is off', async () => {
    const response = await fetch(`${base}/api/rebuild`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'the rebuild job is off: neither PUBLISH_SECRET nor PUBLISH_WEBHOOK_SECRET is set',
    });
  });
});

describe('serve-static with a publish secret', () => {
  let base: string;
  beforeAll(async () => {
    base = await start({ PUBLISH_SECRET: SECRET, REBUILD_SETTLE_MS: '600000' });
  }, 15_000);

  const post = (pathname: string, body: string, secret = SECRET) =>
    fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body,
    });

  it('refuses publish calls as the site does', async () => {
    const wrong = await post('/api/publish', '{"tags":["feed:content"]}', 'not-the-secret-0123');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Unauthorized' });
    expect((await post('/api/rebuild', '', 'not-the-secret-0123')).status).toBe(401);
    const notJson = await post('/api/publish', '{');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'body must be JSON' });
    const outside = await post('/api/publish', '{"tags":[]}');
    expect(outside.status).toBe(400);
    const large = await post('/api/publish', JSON.stringify({ tags: ['x'.repeat(70_000)] }));
    expect(large.status).toBe(413);
    expect(large.headers.get('connection')).toBe('close');
    expect(await large.json()).toEqual({ error: 'Request body over 65536 bytes' });
  });

  it('reports the job, idle, to anyone', async () => {
    const response = await fetch(`${base}/api/rebuild`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ state: 'idle', requests: 0, builds: 0 });
  });
});

const lcpCount = async (base: string) => {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('site_field_lcp_seconds_count{') && l.includes('route="/wireless"'));
  return Number(line?.split(' ').pop() ?? 0);
};

describe("serve-static receives the static pages' Core Web Vitals beacons", () => {
  let base: string;
  beforeAll(async () => {
    base = await start({});
  }, 15_000);

  it('answers a beacon 204 and counts it on /metrics', async () => {
    const before = await lcpCount(base);
    const response = await fetch(`${base}${VITALS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        route: '/wireless',
        visitor: 'anonymous',
        width: 1280,
        metrics: { LCP: 700, CLS: 0 },
      }),
    });
    expect(response.status).toBe(204);
    expect(await lcpCount(base)).toBe(before + 1);
  });

  it('refuses junk and a GET', async () => {
    const junk = await fetch(`${base}${VITALS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"route":"/admin"}',
    });
    expect(junk.status).toBe(400);
    expect((await fetch(`${base}${VITALS_PATH}`)).status).toBe(405);
  });
});
