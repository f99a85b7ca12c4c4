/**
 * `npm run build:static`: pre-renders every landing route to plain HTML in dist-static/ from the
 * feeds as they are now. With SITE_ENV=local, unconfigured upstreams point at a sandbox started for
 * the build; in any other environment, an unset SITE_ENV included, a missing upstream stops the
 * build before it starts, as it stops the node server (src/server/sandbox-stand-in.ts): a
 * deployment's build, the static server's rebuild job among them, must never pre-render sandbox
 * content for a CDN.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startSandbox } from '../sandbox/server.ts';
import { sandboxStandIn } from '../src/server/sandbox-stand-in.ts';

const env: NodeJS.ProcessEnv = { ...process.env, BUILD_MODE: 'static' };
const standIn = sandboxStandIn(env);
if (standIn.kind === 'refused') {
  console.error(`[build:static] ${standIn.message}`);
  process.exit(1);
}
// SANDBOX_CONTENT_DIR: the build's sandbox reads another content folder (the e2e suite's copy).
const contentDir = env['SANDBOX_CONTENT_DIR']
  ? path.resolve(env['SANDBOX_CONTENT_DIR'])
  : undefined;
const missing = standIn.kind === 'sandbox' ? standIn.upstreams : [];
const sandbox =
  missing.length > 0
    ? await startSandbox({ port: 0, ...(contentDir ? { contentDir } : {}) })
    : undefined;
if (sandbox) {
  for (const name of missing) env[name] = sandbox.url;
  console.log(`static build reads feeds from the sandbox at ${sandbox.url}`);
}
const code = await new Promise<number>((resolve) => {
  spawn('astro', ['build'], { stdio: 'inherit', env }).on('exit', (exitCode) =>
    resolve(exitCode ?? 1),
  );
});
await sandbox?.close();
// The embeddable video element beside the pages, so /embed-demo.html works from the static build too.
const embedCode =
  code === 0
    ? await new Promise<number>((resolve) => {
        spawn(process.execPath, ['scripts/build-embed.ts'], {
          stdio: 'inherit',
          env: { ...env, EMBED_OUT_DIR: `${env['OUT_DIR'] ?? 'dist-static'}/client/embed` },
        }).on('exit', (exitCode) => resolve(exitCode ?? 1));
      })
    : code;
// The service worker beside the pages, with the static build's assets precached (docs/offline.md).
const workerCode =
  embedCode === 0
    ? await new Promise<number>((resolve) => {
        spawn(process.execPath, ['scripts/build-service-worker.ts'], {
          stdio: 'inherit',
          env: { ...env, SW_CLIENT_DIR: `${env['OUT_DIR'] ?? 'dist-static'}/client` },
        }).on('exit', (exitCode) => resolve(exitCode ?? 1));
      })
    : embedCode;
// Brotli and gzip copies of the pages and hashed assets, which the static server sends
// (scripts/precompress-assets.ts); after the service worker, whose precache lists no copies.
const compressCode =
  workerCode === 0
    ? await new Promise<number>((resolve) => {
        spawn(process.execPath, ['scripts/precompress-assets.ts'], {
          stdio: 'inherit',
          env: { ...env, OUT_DIR: env['OUT_DIR'] ?? 'dist-static' },
        }).on('exit', (exitCode) => resolve(exitCode ?? 1));
      })
    : workerCode;
process.exit(compressCode);
