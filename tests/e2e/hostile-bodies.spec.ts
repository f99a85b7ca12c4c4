/**
 * Oversized bodies cost the server nothing it keeps: 16 concurrent 50 MB bodies to the relay and
 * to publish are refused (413) while streaming, and the site's resident memory stays flat. Runs
 * against a site of its own, so its process can be measured.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { streamBody } from '../../scripts/bench-support.ts';
import { PUBLISH_SECRET } from '../support/sandbox.ts';
import { startSiteProcess, type SiteProcess } from '../support/site-process.ts';
import { e2ePort } from '../support/ports.ts';

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSiteProcess(e2ePort + 20, {});
});
test.afterAll(async () => site?.stop());

const residentMb = () => {
  const status = readFileSync(`/proc/${site.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
};

test('16 concurrent 50 MB bodies are refused while streaming and memory stays flat', async ({
  request,
}) => {
  test.setTimeout(60_000);
  // Warm up the routes involved, so the baseline already holds their code.
  for (let n = 0; n < 3; n += 1) {
    await request.get(`${site.url}/wireless`);
    await streamBody(site.url, '/api/publish', 1, { authorization: `Bearer ${PUBLISH_SECRET}` });
    await streamBody(site.url, '/msapi/support-account/v1/accountdetails', 2, { cookie: 'S=1' });
  }
  const before = residentMb();
  const outcomes = await Promise.all([
    ...Array.from({ length: 8 }, () =>
      streamBody(site.url, '/msapi/support-account/v1/accountdetails', 50, { cookie: 'S=1' }),
    ),
    ...Array.from({ length: 8 }, () =>
      streamBody(site.url, '/api/publish', 50, { authorization: `Bearer ${PUBLISH_SECRET}` }),
    ),
  ]);
  // Each is refused: a 413, or a connection cut while the client was still sending (when the
  // server's answer and its close beat the client's next write, which a busy machine makes
  // likely). Either way the server stopped reading long before the end: what was sent is bounded
  // by the route's limit (1 MB at most) plus the sockets' buffers, far below the 50 MB offered.
  for (const { status, sentBytes, errorCode } of outcomes) {
    if (status === 0) expect(['ECONNRESET', 'EPIPE']).toContain(errorCode);
    else expect(status).toBe(413);
    expect(sentBytes).toBeLessThan(25 * 1024 * 1024);
  }
  const after = residentMb();
  // 800 MB were offered; a server that buffered them would grow by hundreds of MB. The margin
  // covers the 16 bounded streams in flight (up to 1 MB each, relayed) and a collector that runs
  // late on a busy machine.
  expect(after - before).toBeLessThan(100);
  expect((await request.get(`${site.url}/wireless`)).status()).toBe(200);
});
