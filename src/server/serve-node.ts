/**
 * `npm run serve`: serves the built site (node mode) with gzip/brotli compression. With
 * SITE_ENV=local (`npm start` sets it) the embedded sandbox upstream starts for the upstreams not
 * configured; in any other environment, an unset SITE_ENV included, a missing upstream stops the
 * server at start (sandbox-stand-in.ts).
 *
 * PORT (default 3001), HOST (default 127.0.0.1), SANDBOX_PORT (default 3002), OUT_DIR (default dist),
 * read through src/node/config.ts; a PUBLISH_SECRET that is set but shorter than 16 characters
 * stops the server at start, before the sandbox or the build is loaded.
 * SANDBOX_CONTENT_DIR points the sandbox at another content folder; with SANDBOX_CONTENT_SEED=1
 * that folder is first replaced by a fresh copy of sandbox/content (tests edit the copy).
 * PEERS and VARNISH_URL make it one instance of a fleet (`npm run start:fleet`).
 */
import { cp, rm } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { createStaticFiles } from './static-files.ts';
import { answerFromCache } from './cache-hits.ts';
import { answerMetrics, recordResponse } from './site-metrics.ts';
import { answerVitals, withVitalsMethods } from './field-vitals.ts';
import { logRequest } from './request-log.ts';
import { createGatedServer } from './http/gate.ts';
import { createLifecycle } from './http/lifecycle.ts';
import { config, TEST_PAGE_PATHS } from '../node/config.ts';
import { monitorReachability } from './fleet/reachability.ts';
import { allowedMethods } from './http/route-methods.ts';
import { startUp } from './start-up.ts';
import { runPublishSecret, sandboxStandIn } from './sandbox-stand-in.ts';
import type { Sandbox } from '../../sandbox/server.ts';
import { WIRELESS_PATH } from '../domain/landing-routes.ts';

/** In production the CDN usually routes the account pages to their application itself. */
const ACCOUNT_UPSTREAM = 'UPSTREAM_ACCOUNT_URL';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

// Before the sandbox starts or the build is loaded: a publish secret that is set but too short
// ends the process here.
const settings = startUp('site');
const env = process.env;
const port = settings.port ?? 3001;
const { host } = settings;
env['SITE_URL'] ??= `http://localhost:${port}`;

let sandbox: Sandbox | undefined;
// Still before the build is loaded: a deployment missing an upstream stops here, naming it.
const standIn = sandboxStandIn(env);
if (standIn.kind === 'refused') {
  console.error(`[site] ${standIn.message}`);
  process.exit(1);
}
if (standIn.kind === 'sandbox') {
  // Loaded only here: a deployment with its upstreams configured never loads the sandbox.
  const { DEFAULT_CONTENT_DIR, startSandbox } = await import('../../sandbox/server.ts');
  const missing = [...standIn.upstreams, ...(env[ACCOUNT_UPSTREAM] ? [] : [ACCOUNT_UPSTREAM])];
  const contentDir = settings.sandboxContentDir
    ? path.resolve(settings.sandboxContentDir)
    : DEFAULT_CONTENT_DIR;
  if (settings.sandboxContentSeed && contentDir !== DEFAULT_CONTENT_DIR) {
    await rm(contentDir, { recursive: true, force: true });
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
  }
  sandbox = await startSandbox({ port: settings.sandboxPort, contentDir });
  for (const name of missing) env[name] = sandbox.url;
  // With SITE_ENV=local the sandbox also stands in for the carrier's main site: `/` is an index
  // and main-site paths answer with placeholder pages (src/domain/local-site.ts).
  env['SANDBOX_URL'] = sandbox.url;
  // The sandbox also serves a demo generative-AI search widget.
  env['SEARCH_WIDGET_SCRIPT_URL'] ??= `${sandbox.url}/genai/widget.js`;
  env['SEARCH_WIDGET_STYLE_URL'] ??= `${sandbox.url}/genai/widget.css`;
  console.log(`sandbox upstream on ${sandbox.url} (for ${missing.join(', ')})`);
  if (!env['PUBLISH_SECRET']) {
    // A secret for this run only (printed for the developer): no well-known value opens publishing.
    env['PUBLISH_SECRET'] = runPublishSecret();
    console.log(`publish secret for this run: ${env['PUBLISH_SECRET']}`);
  }
}

// Read once the sandbox has filled in what was missing (the app reads the same variables).
const { fleet, siteUrl, testPages } = config();

// The adapter runs in middleware mode: this server compresses, serves static files, and hands
// every other request straight to Astro (no per-request file look-up on app routes).
const outDir = path.resolve(settings.outDir);
const entry = (await import(pathToFileURL(path.join(outDir, 'server', 'entry.mjs')).href)) as {
  handler: NodeHandler;
};
const staticFiles = await createStaticFiles(path.join(outDir, 'client'));
const compress = compression();

const server = createGatedServer(
  (req, res, pathname) => {
    if (lifecycle.answerProbe(req, res, pathname)) return;
    if (answerMetrics(req, res, pathname, settings.metricsToken)) return;
    recordResponse(res, pathname);
    // Page views' beacons: counted with the responses, kept out of the request log (one a view).
    if (answerVitals(req, res, pathname)) return;
    logRequest(req, res, pathname);
    // Cached pages are stored compressed, so their hits skip the compression middleware.
    if (answerFromCache(req, res)) return;
    compress(req as never, res as never, () => {
      const app = () => entry.handler(req, res);
      // A test bed turned off (TEST_PAGES) is not served from its pre-rendered file: the app,
      // whose middleware answers it with the 404 page, gets it instead.
      const fromFile = testPages || !TEST_PAGE_PATHS.includes(pathname);
      if (!fromFile || !staticFiles.serve(req, res, pathname, app)) app();
    });
  },
  { name: 'site', allowedMethods: withVitalsMethods(allowedMethods), siteUrl },
);
// In a fleet (PEERS, VARNISH_URL) readiness also needs the cache and peers a publish must reach.
const { peers, cacheUrl } = fleet;
const fleetReach =
  peers.length > 0 || cacheUrl
    ? monitorReachability([
        ...peers.map((url) => ({ kind: 'peer' as const, url })),
        ...(cacheUrl ? [{ kind: 'cache' as const, url: cacheUrl }] : []),
      ])
    : undefined;
const lifecycle = createLifecycle(server, () => fleetReach?.blockers() ?? []);
await new Promise<void>((resolve) => server.listen(port, host, resolve));
lifecycle.ready();
console.log(`wireless support site on http://localhost:${port}${WIRELESS_PATH}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fleetReach?.stop();
    void lifecycle.drain().then(async (outcome) => {
      console.log(`[site] ${signal}: stopped (${outcome})`);
      await sandbox?.close();
      process.exit(0);
    });
  });
}
