/**
 * `npm run build:static` outside the local environment: a missing upstream stops it before a
 * sandbox starts or Astro builds, so no deployment's build (nor the static server's rebuild job)
 * pre-renders sandbox content.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEntry } from '../tests/support/entry-process.ts';

describe('scripts/build-static.ts without SITE_ENV=local', () => {
  it.each([
    [
      'SITE_ENV unset, no upstream set',
      {},
      'UPSTREAM_API_URL, UPSTREAM_CMS_URL, UPSTREAM_VIDEO_URL',
    ],
    [
      'SITE_ENV=prod, the video upstream missing',
      {
        SITE_ENV: 'prod',
        UPSTREAM_API_URL: 'http://127.0.0.1:9',
        UPSTREAM_CMS_URL: 'http://127.0.0.1:9',
      },
      'UPSTREAM_VIDEO_URL',
    ],
  ])(
    '%s: exit code 1, naming every missing upstream, nothing built',
    { timeout: 15_000 },
    async (_case, env, missing) => {
      const out = await mkdtemp(path.join(tmpdir(), 'build-static-'));
      const result = await runEntry('scripts/build-static.ts', { ...env, OUT_DIR: out }, 10_000);
      expect(result.stderr).toContain(`[build:static] ${missing} not set`);
      expect(result.code).toBe(1);
      expect(result.stdout).not.toContain('sandbox');
      expect(await readdir(out)).toEqual([]);
    },
  );
});
