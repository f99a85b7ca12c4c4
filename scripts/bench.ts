/**
 * `npm run bench`: throughput of the built server (run `npm run build` first), measured with
 * autocannon on loopback against a server this script starts and stops:
 *   - a cached anonymous landing page (route cache hit),
 *   - the same bytes as a static file served by the same server (written into dist/client for
 *     the run and removed afterwards, so both targets send identical bodies),
 *   - the same page rendered on demand (a credentialed request, which bypasses the cache).
 * Prints requests/s and p99 latency for each and the cached/static ratio (target ≥ 0.8).
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune each run.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';

const port = Number(process.env['BENCH_PORT'] ?? 4401);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const base = `http://127.0.0.1:${port}`;
const STATIC_COPY = 'dist/client/bench-static-copy.html';

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node', ['scripts/serve.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    SANDBOX_PORT: String(port + 1),
    SITE_URL: base,
    CACHE_MAX_AGE: '600',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function measure(
  name: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

try {
  await waitUntilUp();
  const warm = await fetch(`${base}/wireless`);
  await warm.text();
  const hit = await fetch(`${base}/wireless`);
  if (hit.headers.get('x-astro-cache') !== 'HIT')
    throw new Error('the landing page is not being served from the cache');
  const html = await hit.text();
  await writeFile(STATIC_COPY, html);

  const cached = await measure('cached landing page /wireless', '/wireless');
  const staticFile = await measure(
    `static file, same ${html.length} bytes`,
    '/bench-static-copy.html',
  );
  const onDemand = await measure('on-demand render (credentialed)', '/wireless', {
    authorization: 'Bearer bench',
  });

  console.log(`\n${connections} connections, ${seconds} s each, loopback\n`);
  console.log('| target | requests/s | p99 ms | non-2xx |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const f of [cached, staticFile, onDemand]) {
    console.log(`| ${f.name} | ${Math.round(f.requestsPerSecond)} | ${f.p99} | ${f.non2xx} |`);
  }
  const ratio = cached.requestsPerSecond / staticFile.requestsPerSecond;
  console.log(
    `\ncached page / static file throughput: ${ratio.toFixed(2)} (target ≥ 0.80: ${ratio >= 0.8 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `cached page / on-demand render: ${(cached.requestsPerSecond / onDemand.requestsPerSecond).toFixed(1)}×`,
  );
} finally {
  server.kill('SIGTERM');
  await rm(STATIC_COPY, { force: true });
}
