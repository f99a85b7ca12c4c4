/**
 * Both entry points run their start-up checks (start-up.ts) before they load a build, start the
 * sandbox or listen, and the node server then refuses to run outside the local environment with
 * an upstream missing (sandbox-stand-in.ts), still before its build: each is spawned as
 * `npm run serve` and `npm run serve:static` run it, talking only to 127.0.0.1.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runEntry as run } from '../../tests/support/entry-process.ts';

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

describe('src/server/serve-node.ts with SITE_ENV unset (production)', () => {
  it.each([
    ['no upstream set', {}, 'UPSTREAM_API_URL, UPSTREAM_CMS_URL, UPSTREAM_VIDEO_URL'],
    [
      'only UPSTREAM_API_URL set',
      { UPSTREAM_API_URL: 'http://127.0.0.1:9' },
      'UPSTREAM_CMS_URL, UPSTREAM_VIDEO_URL',
    ],
  ])(
    'with %s, stops with exit code 1 within 10 s, naming every missing upstream',
    TEST_TIMEOUT,
    async (_case, upstreams, missing) => {
      // No build at OUT_DIR: the check must come before the build is loaded.
      const empty = await mkdtemp(path.join(tmpdir(), 'start-up-'));
      const result = await run(
        'src/server/serve-node.ts',
        {
          ...upstreams,
          PORT: String(await freePort()),
          SANDBOX_PORT: String(await freePort()),
          OUT_DIR: empty,
        },
        10_000,
      );
      expect(result.stderr).toContain(`[site] ${missing} not set (SITE_ENV is unset`);
      expect(result.code).toBe(1);
      expect(result.elapsedMs).toBeLessThan(10_000);
      // No sandbox started in its place, nothing listened.
      expect(result.stdout).toBe('');
    },
  );
});
