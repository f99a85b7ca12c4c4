/**
 * The e2e suite's `test`: Playwright's, with a guard every spec gets without asking. It fails
 * the test on any Content-Security-Policy violation in any page of the test's browser context,
 * seen two ways: the page's `securitypolicyviolation` events (reported through a binding) and
 * Chromium's console messages about a refused resource (which also cover violations raised
 * before a page's scripts run). Specs import `test` and `expect` from here.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** Chromium's console wording for a CSP refusal ('Refused to load…', 'Refused to execute…'). */
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

export interface CspViolation {
  page: string;
  detail: string;
}

/** Collects violations in the context; the fixture fails the test when there are any. */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
});
