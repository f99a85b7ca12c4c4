/**
 * Health probes and a graceful stop, against a site of its own: /healthz and /readyz answer, and
 * on SIGTERM a render in flight still completes before the process exits cleanly.
 */
import { expect, test } from '../support/test.ts';
import { publishAll, sandboxAt } from '../support/sandbox.ts';
import { startSiteProcess, type SiteProcess } from '../support/site-process.ts';
import { e2ePort } from '../support/ports.ts';

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSiteProcess(e2ePort + 30, {});
});
test.afterAll(async () => site?.stop());

test('probes answer, and SIGTERM lets a render in flight finish before a clean exit', async ({
  request,
}) => {
  for (const probe of ['/healthz', '/readyz']) {
    const response = await request.get(`${site.url}${probe}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  // A cold render that takes about 1.5 s: the content feed is slow.
  await sandboxAt(() => site.sandboxUrl).fault({ route: '/cms-feed/', delayMs: 1500 });
  await publishAll(site.url);
  const inFlight = fetch(`${site.url}/wireless`).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.kill(site.pid ?? 0, 'SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('</html>');
  expect(await site.exited).toBe(0);
  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
});
