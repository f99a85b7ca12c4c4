import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the BUILT site (npm run build and npm run build:static first) with
 * its embedded sandbox upstream. Each worker starts its own site, sandbox, content copy and static
 * server on a block of loopback ports of its own (tests/support/ports.ts, tests/support/test.ts),
 * so spec files run in parallel, one worker per core unless E2E_WORKERS (or --workers) says
 * otherwise.
 */
const workers = Number(process.env['E2E_WORKERS'] || availableParallelism());
if (!Number.isInteger(workers) || workers < 1) {
  throw new Error(
    `E2E_WORKERS must be a whole number of at least 1, not ${process.env['E2E_WORKERS']}`,
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A spec file is the unit of work: its tests run in order in one worker, sharing the worker's
  // servers, and files are spread over the workers.
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Locally a failed test keeps its trace. CI keeps only the printed log, and recording a trace
    // for every test cost a tenth of the suite's time there (docs/testing.md); `--trace
    // retain-on-failure` brings it back for one run.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    // The site's service worker would precache its assets in every test's fresh browser context;
    // tests/e2e/offline.spec.ts allows it where offline is what is tested.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell: the same engine without the browser's window machinery, which
      // cost a quarter of the suite's time (docs/testing.md). The cross-engine suite and the
      // benchmarks keep the whole browser; E2E_CHROMIUM runs these specs in it.
      executablePath: process.env['E2E_CHROMIUM'] || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
