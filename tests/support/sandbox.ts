/** Test-side control of the sandbox upstream the e2e server talks to. */
import type { Page } from '@playwright/test';
import type { Fault } from '../../sandbox/faults.ts';
import type { Scenario } from '../../sandbox/scenario.ts';
import { FEED_TAGS } from '../../src/feeds/landing-data.ts';
import { contentDir, sandboxPort } from './ports.ts';

/** The sandbox embedded in this worker's site. */
export const sandboxUrl = () => `http://127.0.0.1:${sandboxPort}`;

/** Control of a sandbox upstream at `base` (the worker's site's unless a test starts its own). */
export function sandboxAt(base: () => string) {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const payload = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${JSON.stringify(payload)}`);
    return payload;
  }
  return {
    reset: () => call('POST', '/__sandbox/reset'),
    fault: (fault: Fault) => call('POST', '/__sandbox/faults', fault),
    clearFaults: () => call('DELETE', '/__sandbox/faults'),
    scenario: (scenario: Partial<Scenario>) => call('POST', '/__sandbox/scenario', scenario),
    requests: async () =>
      (await call('GET', '/__sandbox/requests')) as {
        method: string;
        path: string;
        query: string;
        at: number;
        refused?: number;
      }[],
    /** The calls the strict gateway turned away since the last reset, as `status METHOD path`. */
    refusedCalls: async () =>
      (
        (await call('GET', '/__sandbox/requests')) as {
          method: string;
          path: string;
          refused?: number;
        }[]
      )
        .filter((entry) => entry.refused !== undefined)
        .map((entry) => `${entry.refused} ${entry.method} ${entry.path}`),
  };
}

export const sandbox = sandboxAt(sandboxUrl);

/** Edits a JSON file in the worker's sandbox's content folder (the embedded CMS) and returns a restore function. */
export async function editContent(
  name: string,
  edit: (json: Record<string, unknown>) => void,
): Promise<() => Promise<void>> {
  const { readFile, writeFile } = await import('node:fs/promises');
  const file = `${contentDir}/${name}.json`;
  const original = await readFile(file, 'utf8');
  const json = JSON.parse(original) as Record<string, unknown>;
  edit(json);
  await writeFile(file, JSON.stringify(json, null, 2));
  return () => writeFile(file, original);
}

/** Invalidates every cached landing page through the publish API. */
export async function publishAll(baseURL: string): Promise<Response> {
  return fetch(`${baseURL}/api/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PUBLISH_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      tags: FEED_TAGS,
    }),
  });
}

/** The publish secret every site the suite starts is given (tests/support/site-process.ts). */
export const PUBLISH_SECRET = 'e2e-publish-secret-0123456789';

/**
 * Signs in as a sandbox persona (its button on the sandbox's sign-in page) and waits for the
 * page the sign-in returns to.
 */
export async function signInAs(page: Page, persona: string, finalUrl = '/wireless'): Promise<void> {
  await page.goto(`/acctmgmt/signin?final_url=${encodeURIComponent(finalUrl)}`);
  await page.getByRole('button', { name: persona, exact: true }).click();
  await page.waitForURL((url) => url.pathname === finalUrl.split('?')[0]);
}
