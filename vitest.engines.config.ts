import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (`npm run test:engines`): Firefox ESR and WebKitGTK drive the built site.
 * One file at a time, one browser at a time; a browser takes seconds to start and a page seconds
 * to settle, hence the timeouts.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    restoreMocks: true,
  },
});
