/**
 * The e2e suite's `test`: Playwright's, with what every spec gets without asking.
 *
 * - Its own servers per worker: each worker starts the built site (with its embedded sandbox over
 *   a freshly seeded content folder) and the static build's server on its own ports
 *   (tests/support/ports.ts), and `baseURL` is that site. What a spec changes there (content,
 *   sandbox scenarios and faults, published pages) is seen by no other worker, so workers run in
 *   parallel and no spec file depends on which ran before it in another worker.
 * - A Content-Security-Policy guard: the test fails on any violation in any page of its browser
 *   context, seen two ways: the page's `securitypolicyviolation` events (reported through a
 *   binding) and Chromium's console messages about a refused resource (which also cover
 *   violations raised before a page's scripts run).
 * - A failure that says what the browser saw: when a test fails, a second error lists the requests
 *   of its context that failed or never finished, and the pages' console errors and uncaught
 *   exceptions (page-trouble.ts). A page whose code never arrived looks like any time-out
 *   otherwise.
 *
 * Specs import `test` and `expect` from here.
 */
import { test as base } from '@playwright/test';
import { e2ePort, IDENTITY_HOST, staticPort } from './ports.ts';
import { startSiteProcess, startStaticProcess } from './site-process.ts';
import { watchPageTrouble } from './page-trouble.ts';

export * from '@playwright/test';

/** Chromium's console wording for a CSP refusal ('Refused to load…', 'Refused to execute…'). */
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

export interface CspViolation {
  page: string;
  detail: string;
}

/** This worker's servers. */
export interface WorkerServers {
  siteUrl: string;
  staticUrl: string;
}

export const test = base.extend<
  { cspViolations: CspViolation[]; pageTrouble: void },
  { servers: WorkerServers }
>({
  servers: [
    // Playwright reads a fixture's dependencies from this pattern; the servers need none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const [site, staticSite] = await Promise.all([
        startSiteProcess(e2ePort, { SIGN_IN_HOST: IDENTITY_HOST }),
        startStaticProcess(staticPort),
      ]);
      await use({ siteUrl: site.url, staticUrl: staticSite.url });
      await Promise.all([site.stop(), staticSite.stop()]);
    },
    // Started with the worker (before its first hook), so a beforeAll that only calls fetch finds
    // them; 60 s because a worker may start while the other cores are busy with tests.
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers.siteUrl),
  // Collects violations in the context; the fixture fails the test when there are any.
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', ({ page }, detail: string) => {
        violations.push({ page: page.url(), detail });
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (d: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        });
      });
      context.on('console', (message) => {
        if (CSP_CONSOLE.test(message.text())) {
          violations.push({ page: message.page()?.url() ?? '', detail: message.text() });
        }
      });
      await use(violations);
      if (violations.length > 0) {
        const lines = violations.map((v) => `${v.page}: ${v.detail}`);
        await testInfo.attach('csp-violations', { body: lines.join('\n') });
        throw new Error(`Content-Security-Policy violations:\n${lines.join('\n')}`);
      }
    },
    { auto: true },
  ],
  pageTrouble: [
    async ({ context }, use, testInfo) => {
      const trouble = watchPageTrouble(context);
      await use();
      const report = trouble.report();
      if (testInfo.status !== testInfo.expectedStatus && report) {
        throw new Error(`What the browser saw in this failed test:\n${report}`);
      }
    },
    { auto: true },
  ],
});
