/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

/**
 * Two test files at a time per core unless UNIT_WORKERS (or --maxWorkers) says otherwise. With one
 * per core the cores sat more than half idle (each file waits on its module transforms and
 * environment), and the run took twice as long (docs/testing.md).
 */
const workers = Number(process.env['UNIT_WORKERS'] || availableParallelism() * 2);
if (!Number.isInteger(workers) || workers < 1) {
  throw new Error(
    `UNIT_WORKERS must be a whole number of at least 1, not ${process.env['UNIT_WORKERS']}`,
  );
}

export default getViteConfig({
  test: {
    globals: true,
    include: [
      '{src,sandbox,scripts,build,tests/support,tests/engines/support,docs}/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    maxWorkers: workers,
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
