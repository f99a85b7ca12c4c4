import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles, fileForPath, pagePaths } from './static-files.ts';

const SOURCE = `export const answer = ${'42 + '.repeat(400)}0;\n`;
const WORKER = 'self.addEventListener("fetch", () => {});\n';
const PAGE = `<!doctype html><h1>Offline</h1>${'<p>Saved help</p>'.repeat(100)}`;
const UNREGISTER = 'self.registration.unregister();\n';
let server: http.Server;
let base: string;
/** The same build served with SERVICE_WORKER=off. */
let offServer: http.Server;
let offBase: string;

beforeAll(async () => {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'static-files-')), 'client');
  await mkdir(path.join(root, '_astro'), { recursive: true });
  await writeFile(path.join(root, '_astro', 'app.abc.js'), SOURCE);
  await writeFile(path.join(root, '_astro', 'app.abc.js.br'), brotliCompressSync(SOURCE));
  await writeFile(path.join(root, 'sw.js'), WORKER);
  await writeFile(path.join(root, 'sw-unregister.js'), UNREGISTER);
  await mkdir(path.join(root, 'smallbusiness'));
  await writeFile(path.join(root, 'smallbusiness', 'wireless.html'), '<h1>Small business</h1>');
  await writeFile(path.join(root, 'offline.html'), PAGE);
  await writeFile(path.join(root, 'offline.html.br'), brotliCompressSync(PAGE));
  await mkdir(path.join(root, 'media'));
  await writeFile(path.join(root, 'media', 'clip.m3u8'), '#EXTM3U\n');
  await writeFile(
    path.join(root, '..', '_headers.json'),
    JSON.stringify([
      {
        pathname: '/smallbusiness/wireless',
        headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'self'" }],
      },
    ]),
  );
  const open = async (serviceWorker: boolean) => {
    const files = await createStaticFiles(root, { serviceWorker });
    const created = http.createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      const notFound = () => res.writeHead(404).end('fallback');
      if (!files.serve(req, res, pathname, notFound)) res.writeHead(404).end('not a file');
    });
    await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
    return { created, url: `http://127.0.0.1:${(created.address() as AddressInfo).port}` };
  };
  ({ created: server, url: base } = await open(true));
  ({ created: offServer, url: offBase } = await open(false));
});

afterAll(() =>
  Promise.all(
    [server, offServer].map((each) => new Promise<void>((resolve) => each.close(() => resolve()))),
  ),
);

/** A raw GET (fetch would decode the body and hide what was sent). */
const get = (pathname: string, acceptEncoding?: string, from = base) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(
          `${from}${pathname}`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
        .on('error', reject);
    },
  );

describe('static files: the build’s precompressed copies', () => {
  it('sends the brotli copy, typed as the script it encodes, to a client that takes brotli', async () => {
    const { headers, body } = await get('/_astro/app.abc.js', 'gzip, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(body).toString()).toBe(SOURCE);
  });

  it("sends a pre-rendered page's brotli copy, typed as HTML, with the page's own headers", async () => {
    const { status, headers, body } = await get('/offline', 'br');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['cache-control']).not.toContain('immutable');
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it('sends the original to a client that takes no coding', async () => {
    const { headers, body } = await get('/_astro/app.abc.js');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(SOURCE);
  });
});

describe('static files: pages, types and what is not a file', () => {
  it("sends a pre-rendered page with its headers and the one table's type", async () => {
    const { status, headers, body } = await get('/smallbusiness/wireless');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(body.toString()).toBe('<h1>Small business</h1>');
  });

  it('types media from the same table, readable from any origin', async () => {
    const { headers } = await get('/media/clip.m3u8');
    expect(headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(headers['access-control-allow-origin']).toBe('*');
  });

  it('leaves an extensionless path that is no page to the caller, and a missing file to the fallback', async () => {
    expect((await get('/smallbusiness')).body.toString()).toBe('not a file');
    expect((await get('/_astro/missing.js')).body.toString()).toBe('fallback');
  });
});

describe('pagePaths', () => {
  const files = [
    '/wireless.html',
    '/index.html',
    '/docs/index.html',
    '/docs.html',
    '/a/b/index.html',
  ];
  it('maps each page to its .html file', () => {
    expect(Object.fromEntries(pagePaths(files))).toEqual({
      '/wireless': '/wireless.html',
      '/index': '/index.html',
      '/docs/index': '/docs/index.html',
      '/docs': '/docs.html',
      '/a/b/index': '/a/b/index.html',
    });
  });

  it('with directoryIndex, a folder answers from its index.html unless a page of its name exists', () => {
    const pages = pagePaths(files, true);
    expect(pages.get('/')).toBe('/index.html');
    expect(pages.get('/docs')).toBe('/docs.html');
    expect(pages.get('/docs/')).toBe('/docs/index.html');
    expect(pages.get('/a/b')).toBe('/a/b/index.html');
    expect(pages.get('/a/b/')).toBe('/a/b/index.html');
  });
});

describe('static files: the service worker', () => {
  it('sends the offline worker at /sw.js, revalidated on every check', async () => {
    const { status, headers, body } = await get('/sw.js');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(body.toString()).toBe(WORKER);
  });

  it('with SERVICE_WORKER=off, sends the worker that unregisters itself at the same URL', async () => {
    const { status, headers, body } = await get('/sw.js', undefined, offBase);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(body.toString()).toBe(UNREGISTER);
  });
});

describe('fileForPath: which worker answers /sw.js', () => {
  it.each([
    ['/sw.js', true, '/sw.js'],
    ['/sw.js', false, '/sw-unregister.js'],
    ['/_astro/app.abc.js', false, '/_astro/app.abc.js'],
    ['/sw.js.map', false, '/sw.js.map'],
  ])('%s with the worker %s → %s', (pathname, on, expected) => {
    expect(fileForPath(pathname, on)).toBe(expected);
  });
});
