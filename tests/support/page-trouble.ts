/**
 * Watches a browser context for what a failed test's own error cannot show: requests that failed
 * or were still unanswered at the end, console errors and uncaught exceptions. An island whose
 * code never arrived, or a redirect that never came because a script failed, otherwise fails as
 * a bare time-out.
 */
import type { BrowserContext, Request } from '@playwright/test';

/** Enough to tell one cause from another without burying the test's own error. */
const MAX_LINES = 12;

export interface PageTrouble {
  /** The lines seen so far, or '' when nothing went wrong in the browser. */
  report(): string;
}

export function watchPageTrouble(context: BrowserContext): PageTrouble {
  const started = Date.now();
  const pending = new Map<Request, number>();
  const failed: string[] = [];
  const errors: string[] = [];
  const at = () => `${Date.now() - started} ms`;
  context.on('request', (request) => pending.set(request, Date.now()));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => {
    pending.delete(request);
    failed.push(
      `${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at()} console: ${message.text()}`);
  });
  context.on('weberror', (error) => errors.push(`${at()} uncaught: ${error.error().message}`));
  return {
    report() {
      const now = Date.now();
      const unanswered = [...pending].map(
        ([request, since]) =>
          `unanswered after ${now - since} ms: ${request.method()} ${request.url()}`,
      );
      const lines = [...failed, ...unanswered, ...errors];
      const shown = lines.slice(0, MAX_LINES);
      if (lines.length > MAX_LINES) shown.push(`… and ${lines.length - MAX_LINES} more`);
      return shown.join('\n');
    },
  };
}
