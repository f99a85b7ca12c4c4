/**
 * An entry point (a server, a build script) run as npm runs it, for tests of what it does at start:
 * its own Node, only the variables the test gives it of those that decide what it starts, and a
 * bound on how long it may run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A loopback port nothing listens on (the system's pick, released at once). */
export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

/**
 * Variables the developer's or CI's shell may hold that would change what an entry point starts;
 * a test sets the ones it means.
 */
const DECIDING =
  /^(PUBLISH_SECRET|PORT|HOST|SANDBOX_|OUT_DIR|STATIC_DIR|REBUILD_|UPSTREAM_|SITE_ENV$)/;

export interface EntryRun {
  /** The exit code; null when the process was killed at the bound. */
  code: number | null;
  stdout: string;
  stderr: string;
  elapsedMs: number;
}

/** Runs `script` until it exits, or kills it once `timeoutMs` has passed. */
export async function runEntry(
  script: string,
  env: Record<string, string>,
  timeoutMs = 8000,
): Promise<EntryRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !DECIDING.test(name)),
  );
  const started = Date.now();
  const child = spawn(process.execPath, [script], {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr, elapsedMs: Date.now() - started };
}
