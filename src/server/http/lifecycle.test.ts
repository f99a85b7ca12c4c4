import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGatedServer } from './gate.ts';
import { createLifecycle, probeAnswer, type Phase } from './lifecycle.ts';

describe('probeAnswer', () => {
  it.each<[string, Phase, number | undefined]>([
    ['/healthz', 'starting', 200],
    ['/healthz', 'ready', 200],
    ['/healthz', 'draining', 200],
    ['/readyz', 'starting', 503],
    ['/readyz', 'ready', 200],
    ['/readyz', 'draining', 503],
    ['/wireless', 'ready', undefined],
    ['/readyz/x', 'ready', undefined],
  ])('%s while %s → %s', (path, phase, status) => {
    expect(probeAnswer(path, phase)?.status).toBe(status);
  });

  it.each<[string, Phase, string[], number, string]>([
    [
      '/readyz',
      'ready',
      ['cache http://127.0.0.1:1 (ECONNREFUSED)'],
      503,
      'cache http://127.0.0.1:1',
    ],
    ['/readyz', 'ready', [], 200, 'ready'],
    ['/readyz', 'draining', ['peer http://127.0.0.1:2 (answered 500)'], 503, 'draining'],
    ['/healthz', 'ready', ['cache http://127.0.0.1:1 (ECONNREFUSED)'], 200, 'ok'],
  ])('%s while %s with blockers %j answers %i', (path, phase, blockers, status, text) => {
    const answer = probeAnswer(path, phase, blockers);
    expect(answer?.status).toBe(status);
    expect(answer?.body).toContain(text);
  });
});

/** A server whose /slow answers after `ms`, behind the lifecycle's probes. */
async function serverWithSlowRoute(ms: number) {
  const server = http.createServer((req, res) => {
    if (lifecycle.answerProbe(req, res, req.url ?? '')) return;
    setTimeout(() => res.end('done'), ms);
  });
  const lifecycle = createLifecycle(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  lifecycle.ready();
  const { port } = server.address() as AddressInfo;
  return { server, lifecycle, url: `http://127.0.0.1:${port}` };
}

let stop = async () => {};
afterEach(() => stop());

describe('createLifecycle', () => {
  it('is ready once listening; a drain finishes the request in flight and accepts nothing new', async () => {
    const { server, lifecycle, url } = await serverWithSlowRoute(300);
    stop = () => new Promise((resolve) => server.close(() => resolve()));
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = lifecycle.drain(5000);
    expect(lifecycle.phase).toBe('draining');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    expect(await drained).toBe('drained');
  });

  it('closes what is still open once the drain bound passes', async () => {
    const { lifecycle, url } = await serverWithSlowRoute(10_000);
    const inFlight = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await lifecycle.drain(200)).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toBe('cut off');
  });

  it('closes an idle keep-alive connection at once, however long the keep-alive', async () => {
    // The servers keep idle connections for over a minute (keep-alive.ts): a stop must not wait
    // for them, nor for the drain bound.
    const server = createGatedServer(
      (_req, res) => {
        res.end('ok');
      },
      { name: 'drain-test' },
    );
    const lifecycle = createLifecycle(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    lifecycle.ready();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    stop = async () => agent.destroy();
    const { port } = server.address() as AddressInfo;
    const { status, socket } = await new Promise<{ status: number | undefined; socket: Socket }>(
      (resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, socket: req.socket as Socket }));
        });
        req.on('error', reject);
      },
    );
    expect(status).toBe(200);
    // Kept open for the next request until the stop.
    expect(socket.destroyed).toBe(false);
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    expect(await lifecycle.drain(5000)).toBe('drained');
    await socketClosed;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
