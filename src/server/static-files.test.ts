import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

const SOURCE = `export const answer = ${'42 + '.repeat(400)}0;\n`;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'static-files-')), 'client');
  await mkdir(path.join(root, '_astro'), { recursive: true });
  await writeFile(path.join(root, '_astro', 'app.abc.js'), SOURCE);
  await writeFile(path.join(root, '_astro', 'app.abc.js.br'), brotliCompressSync(SOURCE));
  const files = await createStaticFiles(root);
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (!files.serve(req, res, pathname, () => res.writeHead(404).end())) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decode the body and hide what was sent). */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(
        `${base}${pathname}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });

describe('static files: the build’s precompressed copies', () => {
  it('sends the brotli copy, typed as the script it encodes, to a client that takes brotli', async () => {
    const { headers, body } = await get('/_astro/app.abc.js', 'gzip, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(body).toString()).toBe(SOURCE);
  });

  it('sends the original to a client that takes no coding', async () => {
    const { headers, body } = await get('/_astro/app.abc.js');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(SOURCE);
  });
});
