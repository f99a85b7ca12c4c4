/**
 * Serves a static build (dist-static/client) as a CDN's origin would, through the same front door
 * as the node server (src/server/http/gate.ts: security headers, HSTS when SITE_URL is https) and
 * the same static files (src/server/static-files.ts: `/wireless` from `wireless.html`, each
 * pre-rendered page with the Content-Security-Policy Astro computed for it, one MIME table).
 *
 * It also owns the static rebuild job, because it is the process that serves what the job
 * builds: a swap is one assignment of the served build here, with no second process to signal.
 * With PUBLISH_SECRET set (at least 16 characters; a shorter one stops the server at start), or
 * PUBLISH_WEBHOOK_SECRET for calls signed as Standard Webhooks sign them (src/server/webhook.ts):
 * - `POST /api/publish` (the site's publish contract, admitted as the site admits it:
 *   src/server/publish.ts) or `POST /api/rebuild` (a bare webhook), with
 *   `Authorization: Bearer $PUBLISH_SECRET`, queue `npm run build:static` in a child process
 *   (src/server/rebuild/queue.ts coalesces a burst into one build);
 * - the build goes to a fresh folder under REBUILD_DIR; only a build that succeeds and holds
 *   both landing pages is swapped in, so a failed one leaves the last good build serving;
 * - `GET /api/rebuild` reports queued/running/succeeded/failed with times (see report.ts for
 *   who sees a failure's message).
 *
 * STATIC_DIR (default dist-static/client), PORT (default 4303), HOST (default 127.0.0.1),
 * REBUILD_DIR (default dist-static-builds), REBUILD_SETTLE_MS (default 1000), SITE_URL (HSTS
 * when https), all read through src/node/config.ts. Upstream variables are passed to the builds
 * (unset ones use a build sandbox).
 */
import type http from 'node:http';
import path from 'node:path';
import { createGatedServer } from './http/gate.ts';
import { config } from '../node/config.ts';
import { log } from '../node/log.ts';
import { admitPublish, admitPublishCall, bearerMatches } from './publish.ts';
import { WEBHOOK_HEADERS } from './webhook.ts';
import { RebuildQueue } from './rebuild/queue.ts';
import { statusFor } from './rebuild/report.ts';
import { createBuildJob, currentBuild, stopBuilds } from './rebuild/job.ts';
import { logRequest } from './request-log.ts';
import { answerVitals, withVitalsMethods } from './field-vitals.ts';
import { answerMetrics } from './site-metrics.ts';
import { startUp } from './start-up.ts';
import { createStaticFiles, type StaticFiles } from './static-files.ts';

// Before anything is served: a publish secret that is set but too short ends the process here.
const settings = startUp('static');
const port = settings.port ?? 4303;
const { host } = settings;
const { publishSecret: secret, publishWebhookSecret, siteUrl } = config();
const publishSecrets = { bearer: secret, webhook: publishWebhookSecret };
const publishing = !!(secret || publishWebhookSecret);
const buildsDir = path.resolve(settings.rebuildDir);

/** A build as a CDN's origin serves it: `/a` and `/a/` from `a/index.html` too. */
const openBuild = (clientDir: string) => createStaticFiles(clientDir, { directoryIndex: true });

// The build being served, replaced whole by a successful rebuild (one assignment). A restart
// keeps serving the last build the job swapped in, not the first one.
let served: StaticFiles = await openBuild(
  (publishing && (await currentBuild(buildsDir))) || settings.staticDir,
);

const queue = publishing
  ? new RebuildQueue({
      settleMs: settings.rebuildSettleMs,
      build: createBuildJob({
        buildsDir,
        env: process.env,
        swap: async (clientDir) => {
          served = await openBuild(clientDir);
          log.info('rebuild', 'a new static build is serving');
        },
      }),
    })
  : undefined;

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
};

/** The job's API: `GET|POST /api/rebuild` and `POST /api/publish`. */
async function answerRebuild(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
) {
  if (!queue)
    return json(res, 503, {
      error: 'the rebuild job is off: neither PUBLISH_SECRET nor PUBLISH_WEBHOOK_SECRET is set',
    });
  if (req.method === 'GET' || req.method === 'HEAD') {
    const authorized = bearerMatches(req.headers.authorization, secret);
    return json(res, 200, statusFor(queue.status(), authorized));
  }
  const webhook = Object.fromEntries(
    WEBHOOK_HEADERS.flatMap((name) => {
      const value = req.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  const call = { authorization: req.headers.authorization, webhook, body: req };
  // `/api/publish` is the site's publish contract, so one CMS webhook can call both deployments;
  // every page of the static build is rebuilt whatever it names (a build renders all of them
  // anyway). `/api/rebuild` is a bare webhook: its body is read within the limit, not parsed.
  const admitted =
    pathname === '/api/publish'
      ? await admitPublish(call, publishSecrets)
      : await admitPublishCall(call, publishSecrets);
  if (!admitted.ok) return json(res, admitted.status, { error: admitted.error }, admitted.headers);
  log.info('rebuild', `build requested by ${pathname}`);
  return json(res, 202, statusFor(queue.request(), true));
}

const API_METHODS: Record<string, readonly string[]> = {
  '/api/rebuild': ['GET', 'HEAD', 'POST'],
  '/api/publish': ['POST'],
};

const notFound = (res: http.ServerResponse) =>
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');

const server = createGatedServer(
  async (req, res, pathname) => {
    // The static pages' beacons land here too; /metrics shows them (loopback or METRICS_TOKEN).
    if (answerMetrics(req, res, pathname, settings.metricsToken)) return;
    if (answerVitals(req, res, pathname)) return;
    logRequest(req, res, pathname);
    if (pathname in API_METHODS) return answerRebuild(req, res, pathname);
    // Previews render drafts on demand: only the node deployment serves them (docs/editors.md).
    if (pathname === '/api/preview' || pathname.startsWith('/api/preview/')) {
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end('Preview is not available on the static build: previews need the node deployment.\n');
      return;
    }
    // A request keeps the build it started with, even if a swap happens meanwhile.
    const build = served;
    if (!build.serve(req, res, pathname, () => notFound(res))) notFound(res);
  },
  {
    name: 'static',
    allowedMethods: withVitalsMethods((pathname) => API_METHODS[pathname] ?? ['GET', 'HEAD']),
    siteUrl,
  },
);
server.listen(port, host, () => console.log(`static build on http://${host}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Nothing queued starts, and a build in progress is ended: its folder is never swapped in.
    queue?.cancelQueued();
    stopBuilds();
    server.close();
    process.exit(0);
  });
}
