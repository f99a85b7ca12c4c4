/**
 * Both entry points run their start-up checks (start-up.ts) before they load a build, start the
 * sandbox or listen: each is spawned as `npm run serve` and `npm run serve:static` run it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A port nothing listens on (the system's pick, released at once). */
async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

/** Runs an entry point until it exits (or is stopped after `timeoutMs`). */
async function run(script: string, env: Record<string, string>, timeoutMs = 8000) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(PUBLISH_SECRET|PORT|HOST|SANDBOX_|OUT_DIR|STATIC_DIR|REBUILD_|UPSTREAM_)/.test(name),
    ),
  );
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
  return { code, stdout, stderr };
}

const REFUSAL =
  'PUBLISH_SECRET is set but shorter than 16 characters; set one of at least 16 characters or unset it';

// Generous for a loaded machine: a process that passes its checks is stopped after 8 s.
const TEST_TIMEOUT = { timeout: 15_000 };

describe.each([
  ['src/server/serve-node.ts', '[site]'],
  ['src/server/serve-static.ts', '[static]'],
])('%s at start', (script, tag) => {
  it(
    'stops with exit code 1, naming PUBLISH_SECRET and its minimum length, when the secret is too short',
    TEST_TIMEOUT,
    async () => {
      const port = await freePort();
      // No build at OUT_DIR or STATIC_DIR: the check must come before either is loaded.
      const empty = await mkdtemp(path.join(tmpdir(), 'start-up-'));
      const result = await run(script, {
        PUBLISH_SECRET: 's3cr3t',
        PORT: String(port),
        SANDBOX_PORT: String(await freePort()),
        OUT_DIR: empty,
        STATIC_DIR: empty,
        REBUILD_DIR: empty,
      });
      expect(result.stderr).toContain(`${tag} ${REFUSAL}`);
      expect(result.code).toBe(1);
      // Stopped before anything started: no sandbox, no server.
      expect(result.stdout).toBe('');
    },
  );

  it('stops with exit code 1 when PORT is not a port', TEST_TIMEOUT, async () => {
    const result = await run(script, { PORT: 'eighty' });
    expect(result.stderr).toContain(
      `${tag} PORT must be a port number (0 to 65535) (got 'eighty')`,
    );
    expect(result.code).toBe(1);
  });
});
