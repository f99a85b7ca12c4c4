/** Test-side control of the sandbox upstream the e2e server talks to. */
import type { Fault } from '../../sandbox/faults.ts';
import type { Scenario } from '../../sandbox/scenario.ts';

export const sandboxUrl = () => process.env['E2E_SANDBOX_URL'] ?? 'http://127.0.0.1:4302';

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${JSON.stringify(payload)}`);
  return payload;
}

export const sandbox = {
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
    }[],
};
