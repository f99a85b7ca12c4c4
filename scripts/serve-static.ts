/**
 * Serves a static build (dist-static/client) as a CDN would: files by path, `/wireless` from
 * `wireless.html`. Used by the e2e suite to check the pre-rendered pages; not for production.
 * STATIC_DIR (default dist-static/client), PORT (default 4303).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createGatedServer, logCrashes } from '../src/lib/http/gate.ts';

const root = path.resolve(process.env['STATIC_DIR'] ?? 'dist-static/client');
const port = Number(process.env['PORT'] ?? 4303);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.vtt': 'text/vtt',
  '.mp4': 'video/mp4',
};

async function resolveFile(pathname: string): Promise<string | undefined> {
  for (const candidate of [pathname, `${pathname}.html`, path.posix.join(pathname, 'index.html')]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

logCrashes('static');
const server = createGatedServer(
  async (_req, res, pathname) => {
    const file = await resolveFile(pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  },
  { name: 'static', allowedMethods: () => ['GET', 'HEAD'] },
);
server.listen(port, '127.0.0.1', () => console.log(`static build on http://127.0.0.1:${port}`));
