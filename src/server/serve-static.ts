/**
 * Serves a static build (dist-static/client) as a CDN's origin would: files by path, `/wireless`
 * from `wireless.html`, each pre-rendered page with the Content-Security-Policy Astro computed for
 * it (src/server/page-headers.ts), and the front door's security headers.
 *
 * It also owns the static rebuild job, because it is the process that serves what the job
 * builds: a swap is one assignment of the served folder here, with no second process to signal.
 * With PUBLISH_SECRET set:
 * - `POST /api/publish` (the site's publish contract) or `POST /api/rebuild` (a bare webhook),
 *   with `Authorization: Bearer $PUBLISH_SECRET`, queue `npm run build:static` in a child process
 *   (src/server/rebuild/queue.ts coalesces a burst into one build);
 * - the build goes to a fresh folder under REBUILD_DIR; only a build that succeeds and holds
 *   both landing pages is swapped in, so a failed one leaves the last good build serving;
 * - `GET /api/rebuild` reports queued/running/succeeded/failed with times (see report.ts for
 *   who sees a failure's message).
 *
 * STATIC_DIR (default dist-static/client), PORT (default 4303), HOST (default 127.0.0.1),
 * REBUILD_DIR (default dist-static-builds), REBUILD_SETTLE_MS (default 1000), SITE_URL (HSTS
 * when https). Upstream variables are passed to the builds (unset ones use a build sandbox).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { createGatedServer, logCrashes } from './http/gate.ts';
import { transportSecurityHeaders } from './http/security-headers.ts';
import { log } from '../node/log.ts';
import { configureServerLog } from '../node/log-scope.ts';
import { bearerMatches, parsePublishBody } from './publish.ts';
import { RebuildQueue } from './rebuild/queue.ts';
import { statusFor } from './rebuild/report.ts';
import { readPageHeaders, type PageHeaders } from './page-headers.ts';
import { createBuildJob, currentBuild, stopBuilds } from './rebuild/job.ts';
import { logRequest } from './request-log.ts';

logCrashes('static');
configureServerLog();

const env = process.env;
const port = Number(env['PORT'] ?? 4303);
const host = env['HOST'] ?? '127.0.0.1';
const secret = (env['PUBLISH_SECRET'] ?? '').length >= 16 ? env['PUBLISH_SECRET'] : undefined;
const buildsDir = path.resolve(env['REBUILD_DIR'] ?? 'dist-static-builds');
const BODY_LIMIT = 64 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
};

/** The build being served; replaced whole by a successful rebuild (one assignment). */
interface Served {
  root: string;
  pageHeaders: PageHeaders;
}

async function loadBuild(clientDir: string): Promise<Served> {
  const root = path.resolve(clientDir);
  return { root, pageHeaders: await readPageHeaders(root) };
}

// A restart keeps serving the last build the job swapped in, not the first one.
let served = await loadBuild(
  (secret && (await currentBuild(buildsDir))) || (env['STATIC_DIR'] ?? 'dist-static/client'),
);

async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  for (const candidate of [pathname, `${pathname}.html`, path.posix.join(pathname, 'index.html')]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

const queue = secret
  ? new RebuildQueue({
      settleMs: Number(env['REBUILD_SETTLE_MS'] ?? 1000),
      build: createBuildJob({
        buildsDir,
        env,
        swap: async (clientDir) => {
          served = await loadBuild(clientDir);
          log.info('rebuild', 'a new static build is serving');
        },
      }),
    })
  : undefined;

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

/** The request's body up to the limit; undefined when it is longer. */
async function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The job's API: `GET|POST /api/rebuild` and `POST /api/publish`. */
async function answerRebuild(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
) {
  if (!queue) return json(res, 503, { error: 'the rebuild job is off: PUBLISH_SECRET is not set' });
  const authorized = bearerMatches(req.headers.authorization ?? null, secret);
  if (req.method === 'GET' || req.method === 'HEAD') {
    return json(res, 200, statusFor(queue.status(), authorized));
  }
  if (!authorized) return json(res, 401, { error: 'Unauthorized' });
  const body = await readBody(req);
  if (body === undefined) return json(res, 413, { error: 'body too large' });
  if (pathname === '/api/publish') {
    // The site's publish contract, so one CMS webhook can call both deployments. Every page of
    // the static build is rebuilt whatever it names: a build renders all of them anyway.
    let raw: unknown;
    try {
      raw = JSON.parse(body) as unknown;
    } catch {
      return json(res, 400, { error: 'body must be JSON' });
    }
    const parsed = parsePublishBody(raw);
    if (!parsed.ok) return json(res, 400, { error: parsed.error });
  }
  log.info('rebuild', `build requested by ${pathname}`);
  return json(res, 202, statusFor(queue.request(), true));
}

const API_METHODS: Record<string, readonly string[]> = {
  '/api/rebuild': ['GET', 'HEAD', 'POST'],
  '/api/publish': ['POST'],
};

const server = createGatedServer(
  async (req, res, pathname) => {
    logRequest(req, res, pathname);
    if (pathname in API_METHODS) return answerRebuild(req, res, pathname);
    // A request keeps the build it started with, even if a swap happens meanwhile.
    const build = served;
    const file = await resolveFile(build.root, pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const extension = path.extname(file);
    const page = extension === '.html' ? build.pageHeaders.get(pathname) : undefined;
    res.writeHead(200, {
      ...page,
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      ...(pathname.startsWith('/_astro/')
        ? { 'cache-control': 'public, max-age=31536000, immutable' }
        : {}),
    });
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  },
  {
    name: 'static',
    allowedMethods: (pathname) => API_METHODS[pathname] ?? ['GET', 'HEAD'],
    extraHeaders: transportSecurityHeaders(env['SITE_URL']),
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
