/**
 * `npm run serve`: starts the built site (node mode). Unless every upstream is configured,
 * the embedded sandbox upstream starts too and the unconfigured upstreams point at it.
 *
 * PORT (default 3001), HOST (default 127.0.0.1), SANDBOX_PORT (default 3002), OUT_DIR (default dist).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox } from '../sandbox/server.ts';

const UPSTREAM_VARIABLES = ['UPSTREAM_API_URL', 'UPSTREAM_CMS_URL', 'UPSTREAM_VIDEO_URL'] as const;

const env = process.env;
env['PORT'] ??= '3001';
env['HOST'] ??= '127.0.0.1';
// The embedded sandbox is the local environment; real deployments set SITE_ENV themselves.
env['SITE_ENV'] ??= 'local';

const missing = UPSTREAM_VARIABLES.filter((name) => !env[name]);
if (missing.length > 0) {
  const sandbox = await startSandbox({ port: Number(env['SANDBOX_PORT'] ?? 3002) });
  for (const name of missing) env[name] = sandbox.url;
  // Development-only secret so publishing works out of the box against the sandbox.
  env['PUBLISH_SECRET'] ??= 'local-sandbox-publish-secret';
  console.log(`sandbox upstream on ${sandbox.url} (for ${missing.join(', ')})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
  }
}

const outDir = path.resolve(env['OUT_DIR'] ?? 'dist');
await import(pathToFileURL(path.join(outDir, 'server', 'entry.mjs')).href);
console.log(`wireless support site on http://localhost:${env['PORT']}/wireless`);
