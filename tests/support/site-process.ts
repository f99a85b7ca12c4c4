/**
 * A site server of a test's own (the built site with its embedded sandbox), for settings the
 * shared e2e server must not have, such as a one-second cache lifetime. Loopback ports next to
 * the suite's, stopped by the test.
 */
import { spawn } from 'node:child_process';
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
  const url = `http://127.0.0.1:${port}`;
  const sandboxPort = port + 1;
  const child = spawn(process.execPath, ['src/server/serve-node.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SITE_URL: url,
      PUBLISH_SECRET,
      OUT_DIR: process.env['OUT_DIR'] ?? 'dist',
      SANDBOX_CONTENT_DIR: path.resolve('.sandbox-state', `content-${port}`),
      SANDBOX_CONTENT_SEED: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${url}/favicon.svg`)).ok) {
        return {
          url,
          pid: child.pid,
          sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
          stop,
          exited,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the site on port ${port} did not start`);
}
