/**
 * `npm run serve`: starts the built site (node mode). Unless every upstream is configured,
 * the embedded sandbox upstream starts too and the unconfigured upstreams point at it.
 *
 * PORT (default 3001), HOST (default 127.0.0.1), SANDBOX_PORT (default 3002), OUT_DIR (default dist).
 * SANDBOX_CONTENT_DIR points the sandbox at another content folder; with SANDBOX_CONTENT_SEED=1
 * that folder is first replaced by a fresh copy of sandbox/content (tests edit the copy).
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CONTENT_DIR, startSandbox } from '../sandbox/server.ts';

const UPSTREAM_VARIABLES = ['UPSTREAM_API_URL', 'UPSTREAM_CMS_URL', 'UPSTREAM_VIDEO_URL'] as const;

const env = process.env;
env['PORT'] ??= '3001';
env['HOST'] ??= '127.0.0.1';
// The embedded sandbox is the local environment; real deployments set SITE_ENV themselves.
env['SITE_ENV'] ??= 'local';

const missing = UPSTREAM_VARIABLES.filter((name) => !env[name]);
if (missing.length > 0) {
  const contentDir = env['SANDBOX_CONTENT_DIR']
    ? path.resolve(env['SANDBOX_CONTENT_DIR'])
    : DEFAULT_CONTENT_DIR;
  if (env['SANDBOX_CONTENT_SEED'] === '1' && contentDir !== DEFAULT_CONTENT_DIR) {
    await rm(contentDir, { recursive: true, force: true });
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
  }
  const sandbox = await startSandbox({ port: Number(env['SANDBOX_PORT'] ?? 3002), contentDir });
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
