/**
 * Servers of the built site started from a test process: each worker's own site and static-build
 * server (tests/support/test.ts), and a spec's own site for settings the worker's must not have,
 * such as a one-second cache lifetime. Loopback ports of the worker's block (tests/support/ports.ts),
 * stopped by whoever started them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { PUBLISH_SECRET } from './sandbox.ts';

export interface SiteProcess {
  url: string;
  /** The site's process id (its embedded sandbox runs inside it). */
  pid: number | undefined;
  sandboxUrl: string;
  stop: () => Promise<void>;
  /** The process's exit code, once it has exited. */
  exited: Promise<number | null>;
}

export async function startSiteProcess(
  port: number,
  env: Record<string, string>,
): Promise<SiteProcess> {
  const sandboxPort = port + 1;
  await assertFree(port, sandboxPort);
  const child = spawn(process.execPath, ['src/server/serve-node.ts'], {
    env: {
      ...process.env,
      // The site over its embedded sandbox, which stands in only for the local environment.
      SITE_ENV: 'local',
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SITE_URL: `http://127.0.0.1:${port}`,
      PUBLISH_SECRET,
      OUT_DIR: process.env['OUT_DIR'] ?? 'dist',
      SANDBOX_CONTENT_DIR: path.resolve('.sandbox-state', `content-${port}`),
      SANDBOX_CONTENT_SEED: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  const started = await whenAnswering(child, port, '/favicon.svg', 'site');
  return { ...started, sandboxUrl: `http://127.0.0.1:${sandboxPort}` };
}

/** The pre-rendered build (`npm run build:static`) served as plain files, on `port`. */
export async function startStaticProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  await assertFree(port);
  const child = spawn(process.execPath, ['src/server/serve-static.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist-static/client',
      ...env,
    },
    stdio: 'ignore',
  });
  return whenAnswering(child, port, '/wireless', 'static server');
}

export type ServerProcess = Omit<SiteProcess, 'sandboxUrl'>;

/**
 * Fails when another process already listens on a port: the probe below would otherwise find
 * that process answering, and the tests would run against a server that is not theirs (another
 * run of the suite on the same machine, say).
 */
async function assertFree(...ports: number[]): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === 'EADDRINUSE'
              ? `port ${port} is in use: another run of the suite on this machine? Give each run its own E2E_PORT (docs/testing.md)`
              : `port ${port}: ${error.message}`,
          ),
        ),
      );
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}

/** Waits (20 s at most) until the child answers `probe` with a 2xx; stops it otherwise. */
async function whenAnswering(
  child: ChildProcess,
  port: number,
  probe: string,
  name: string,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}${probe}`)).ok) return { url, pid: child.pid, stop, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the ${name} on port ${port} did not start (exit code ${child.exitCode})`);
}
