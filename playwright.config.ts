import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the BUILT server (npm run build first) with the embedded
 * sandbox upstream, on dedicated ports so another process on the machine is never tested.
 */
const port = Number(process.env['E2E_PORT'] ?? 4301);
// Related ports follow E2E_PORT, so parallel runs on one machine never share one.
const sandboxPort = Number(process.env['E2E_SANDBOX_PORT'] ?? port + 1);
const staticPort = Number(process.env['E2E_STATIC_PORT'] ?? port + 2);
process.env['E2E_STATIC_URL'] ??= `http://127.0.0.1:${staticPort}`;
process.env['E2E_SANDBOX_URL'] ??= `http://127.0.0.1:${sandboxPort}`;
/** The e2e sandbox reads a seeded copy of the CMS content, which tests may edit. */
process.env['E2E_CONTENT_DIR'] ??= path.resolve('.sandbox-state', `content-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The site's service worker would precache its assets in every test's fresh browser context;
    // tests/e2e/offline.spec.ts allows it where offline is what is tested.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: [
    {
      command: 'node src/server/serve-node.ts',
      url: `http://127.0.0.1:${port}/wireless`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Server logs (feed failures the resilience tests provoke on purpose) would drown CI's report.
      stdout: 'ignore',
      stderr: process.env['CI'] ? 'ignore' : 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SANDBOX_PORT: String(sandboxPort),
        SITE_URL: `http://127.0.0.1:${port}`,
        PUBLISH_SECRET: 'e2e-publish-secret-0123456789',
        OUT_DIR: process.env['OUT_DIR'] ?? 'dist',
        SANDBOX_CONTENT_DIR: process.env['E2E_CONTENT_DIR'],
        SANDBOX_CONTENT_SEED: '1',
      },
    },
    {
      // The pre-rendered build (npm run build:static), served as plain files.
      command: 'node src/server/serve-static.ts',
      url: `http://127.0.0.1:${staticPort}/wireless`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(staticPort), STATIC_DIR: 'dist-static/client' },
    },
  ],
});
