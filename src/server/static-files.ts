/**
 * The one static-file server of the project: the node server's build (dist/client) and the static
 * build's server (dist-static/client) both answer files through it, with the same types
 * (src/server/http/mime.ts), caching, precompressed copies and page headers.
 *
 * Files are resolved without touching the disk per request for app routes: a path with a file
 * extension is a file; an extensionless path is a pre-rendered page only if the build wrote
 * `<path>.html` (or, with `directoryIndex`, `<path>/index.html`), which is looked up in a map made
 * once when the build is opened. A build is never written to while it is served (the static
 * rebuild job builds into a fresh folder and opens that).
 */
import { readdir } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import send from 'send';
import { config } from '../node/config.ts';
import { contentType } from './http/mime.ts';
import { readPageHeaders } from './page-headers.ts';
import { PRECOMPRESSED, precompressedCopy } from './precompressed.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The service worker's one URL (its scope is the whole site): the browser checks it for updates. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The worker that takes the site's worker back (src/worker/unregister.ts), sent at the same URL. */
const UNREGISTER_WORKER_FILE = '/sw-unregister.js';

/**
 * The file that answers a path: at /sw.js, the offline worker while it is on, else the worker that
 * unregisters itself and clears its caches (SERVICE_WORKER=off, docs/offline.md).
 */
export function fileForPath(pathname: string, serviceWorker: boolean): string {
  return pathname === SERVICE_WORKER_PATH && !serviceWorker ? UNREGISTER_WORKER_FILE : pathname;
}

export interface StaticFilesOptions {
  /**
   * A folder's `index.html` also answers the folder's path (`/a` and `/a/` from `a/index.html`,
   * `/` from `index.html`), as a CDN's origin would. Off for the node server, whose `/` is a route.
   */
  directoryIndex?: boolean;
  /** Whether /sw.js is the offline worker (SERVICE_WORKER, read from the configuration if unset). */
  serviceWorker?: boolean;
}

export interface StaticFiles {
  /** The client folder served. */
  readonly root: string;
  /**
   * Serves the request if it names a static file or a pre-rendered page; returns false otherwise.
   * @param pathname the decoded path from the request gate
   * @param fallback answers a file that turned out not to exist
   */
  serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    fallback: () => void,
  ): boolean;
}

/** Every HTML file below `root`, as its URL path (`/a/b.html`). */
async function listFiles(root: string): Promise<string[]> {
  // A build folder that is not there yet serves nothing rather than stopping the server.
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/')}`,
    );
}

/** Extensionless page paths → the HTML file that answers each. */
export function pagePaths(
  htmlFiles: readonly string[],
  directoryIndex = false,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of htmlFiles) pages.set(file.replace(/\.html$/, ''), file);
  if (directoryIndex) {
    for (const file of htmlFiles) {
      if (!file.endsWith('/index.html')) continue;
      const folder = file.slice(0, -'index.html'.length);
      for (const page of new Set([folder, folder.replace(/(.)\/$/, '$1')])) {
        if (!pages.has(page)) pages.set(page, file);
      }
    }
  }
  return pages;
}

/** Opens the build whose client folder is `clientDir`. */
export async function createStaticFiles(
  clientDir: string,
  options: StaticFilesOptions = {},
): Promise<StaticFiles> {
  const root = path.resolve(clientDir);
  const files = await listFiles(root);
  const pages = pagePaths(
    files.filter((file) => file.endsWith('.html')),
    options.directoryIndex,
  );
  // The copies the build wrote beside its assets and pages (scripts/precompress-assets.ts).
  const suffixes = Object.values(PRECOMPRESSED);
  const precompressed = new Set(files.filter((file) => suffixes.some((s) => file.endsWith(s))));
  // Astro writes the pre-rendered pages' CSP beside the client folder (src/server/page-headers.ts).
  const pageHeaders = await readPageHeaders(root);
  const serviceWorker = options.serviceWorker ?? config().serviceWorker;
  return {
    root,
    serve(req, res, pathname, fallback) {
      const hasExtension = path.posix.extname(pathname) !== '';
      const file = hasExtension ? fileForPath(pathname, serviceWorker) : pages.get(pathname);
      if (!file) return false;
      const copy = precompressedCopy(file, req.headers['accept-encoding'], (f) =>
        precompressed.has(f),
      );
      // send() takes a URL path and decodes it itself.
      const encoded = (copy?.file ?? file).split('/').map(encodeURIComponent).join('/');
      send(req, encoded, { root, dotfiles: 'deny', index: false })
        .on('headers', () => {
          // The original's type for a copy too; the compression middleware leaves an encoded
          // body alone.
          res.setHeader('Content-Type', contentType(file));
          if (file.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
          // The browser compares the worker byte for byte on every check: no cache may answer
          // it (a deploy, or the switch that takes the worker back, reaches every visitor).
          if (pathname === SERVICE_WORKER_PATH) res.setHeader('Cache-Control', 'no-cache');
          if (copy) {
            res.setHeader('Content-Encoding', copy.coding);
            res.setHeader('Vary', 'Accept-Encoding');
          }
          const headers = hasExtension ? undefined : pageHeaders.get(pathname);
          for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
          // The embeddable player runs on other sites' pages: its module chunks and the sample
          // media (fetched by the streaming library) must be readable from any origin.
          if (file.startsWith('/embed/') || file.startsWith('/media/'))
            res.setHeader('Access-Control-Allow-Origin', '*');
        })
        // A missing file is the caller's to answer (the app's not-found page, or a plain 404).
        .on('error', (error: { status?: number }) => {
          if ((error.status ?? 500) === 404) fallback();
          else if (!res.headersSent) res.writeHead(error.status ?? 500).end();
        })
        .pipe(res);
      return true;
    },
  };
}
