/**
 * The servers' keep-alive as a pooling client in front of them meets it: a server built the way
 * every entry point builds one (createGatedServer), on 127.0.0.1, and a client that keeps one
 * connection and reuses it after an idle spell, as Varnish does with its backends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGatedServer } from './gate.ts';
import { KEEP_ALIVE_TIMEOUT_MS, VARNISH_BACKEND_IDLE_TIMEOUT_MS } from './keep-alive.ts';

/** Longer than Node's default keep-alive (5 s) by far, and well inside the test's time-out. */
const IDLE_MS = 30_000;

let cleanUp: () => Promise<void> = async () => {};
afterEach(() => cleanUp());

async function gatedServer(): Promise<{ port: number; agent: http.Agent }> {
  const server = createGatedServer(
    (req, res) => {
      res.end(`answered ${req.url}`);
    },
    { name: 'keep-alive-test' },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // One socket at most: a second request can only reuse the first one's connection or open anew.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanUp = async () => {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port: (server.address() as AddressInfo).port, agent };
}

function get(port: number, agent: http.Agent, path: string) {
  return new Promise<{ body: string; reusedSocket: boolean; keepAlive: unknown }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ body, reusedSocket: req.reusedSocket, keepAlive: res.headers['keep-alive'] }),
        );
      });
      req.on('error', reject);
    },
  );
}

describe('the keep-alive of a gated server', () => {
  it('outlasts the idle time Varnish keeps a backend connection for, and says so to clients', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(VARNISH_BACKEND_IDLE_TIMEOUT_MS);
    const { port, agent } = await gatedServer();
    const answer = await get(port, agent, '/first');
    expect(answer.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  it(
    'answers a second request on the same connection after 30 s idle',
    { timeout: IDLE_MS + 15_000 },
    async () => {
      const { port, agent } = await gatedServer();
      const first = await get(port, agent, '/first');
      expect(first).toMatchObject({ body: 'answered /first', reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const second = await get(port, agent, '/second');
      expect(second).toMatchObject({ body: 'answered /second', reusedSocket: true });
    },
  );
});
