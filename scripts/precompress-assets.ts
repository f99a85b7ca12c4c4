/**
 * The builds' last step (`npm run build`, and `npm run build:static` for its folder): each hashed
 * asset under `<OUT_DIR>/client/_astro` and each pre-rendered page (`*.html` anywhere in the client
 * folder) gets a brotli (quality 11) and a gzip (level 9) copy beside it, which both servers send
 * instead of compressing on every request at a faster, weaker setting (the node server) or not at
 * all (the static build's server). A build never changes under its names, so the best ratio is paid
 * once per build: React's client chunk is 65.5 KB on the fly and about 57 KB this way, and the
 * static build's `/wireless` 65 KB uncompressed and about 14 KB this way.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE_ASSET, PRECOMPRESSED } from '../src/server/precompressed.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller files gain less than the bytes of a Content-Encoding header. */
const MIN_BYTES = 1024;

const dir = path.resolve(process.env['OUT_DIR'] ?? 'dist', 'client');
const files = (await readdir(dir, { recursive: true }))
  .map((name) => name.split(path.sep).join('/'))
  .filter(
    (name) =>
      COMPRESSIBLE_ASSET.test(name) && (name.startsWith('_astro/') || name.endsWith('.html')),
  );
let before = 0;
let after = 0;
for (const name of files) {
  const body = await readFile(path.join(dir, name));
  if (body.byteLength < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await writeFile(path.join(dir, `${name}${PRECOMPRESSED.br}`), br);
  await writeFile(path.join(dir, `${name}${PRECOMPRESSED.gzip}`), gz);
  before += body.byteLength;
  after += br.byteLength;
}
console.log(
  `precompressed ${files.length} assets and pages in ${path.relative(process.cwd(), dir)}: ${before} B -> ${after} B brotli`,
);
