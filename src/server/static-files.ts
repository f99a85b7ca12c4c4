/**
 * Static files of a build (dist/client), resolved without touching the disk per request for app
 * routes: a path with a file extension is a file; an extensionless path is a pre-rendered page
 * only if the build wrote `<path>.html`, which is looked up in a set made once at start-up.
 */
import { readdir } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import send from 'send';
import { readPageHeaders } from './page-headers.ts';
import { PRECOMPRESSED, assetType, precompressedCopy } from './precompressed.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticFiles {
  /**
   * Serves the request if it names a static file or a pre-rendered page; returns false otherwise.
   * @param pathname the decoded path from the request gate
   */
  serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    fallback: () => void,
  ): boolean;
}

async function listHtmlPages(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    pages.add(
      `/${path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '')}`,
    );
  }
  return pages;
}

/** The precompressed copies the build wrote beside its assets, as URL paths. */
async function listPrecompressed(root: string): Promise<Set<string>> {
  const dir = path.join(root, '_astro');
  const names = await readdir(dir).catch(() => [] as string[]);
  const suffixes = Object.values(PRECOMPRESSED);
  return new Set(
    names.filter((name) => suffixes.some((s) => name.endsWith(s))).map((name) => `/_astro/${name}`),
  );
}

export async function createStaticFiles(root: string): Promise<StaticFiles> {
  const pages = await listHtmlPages(root);
  const precompressed = await listPrecompressed(root);
  // Astro writes the pre-rendered pages' CSP beside the client folder (src/server/page-headers.ts).
  const pageHeaders = await readPageHeaders(root);
  return {
    serve(req, res, pathname, fallback) {
      const hasExtension = path.posix.extname(pathname) !== '';
      if (!hasExtension && !pages.has(pathname)) return false;
      const file = hasExtension ? pathname : `${pathname}.html`;
      const copy = file.startsWith('/_astro/')
        ? precompressedCopy(file, req.headers['accept-encoding'], (f) => precompressed.has(f))
        : undefined;
      // send() takes a URL path and decodes it itself.
      const encoded = (copy?.file ?? file).split('/').map(encodeURIComponent).join('/');
      send(req, encoded, { root, dotfiles: 'deny', index: false })
        .on('headers', () => {
          if (file.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
          if (copy) {
            // The original's type; the compression middleware leaves an encoded body alone.
            res.setHeader('Content-Type', assetType(file));
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
        // A missing file is the app's to answer (its not-found page).
        .on('error', (error: { status?: number }) => {
          if ((error.status ?? 500) === 404) fallback();
          else if (!res.headersSent) res.writeHead(error.status ?? 500).end();
        })
        .pipe(res);
      return true;
    },
  };
}
