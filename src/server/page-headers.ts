/**
 * Headers Astro computed for pre-rendered pages (their Content-Security-Policy), which the node
 * adapter's `staticHeaders` writes to `<outDir>/_headers.json`. A file server sends them with the
 * page: a policy in a meta tag cannot say frame-ancestors.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { keepPageHashes } from './csp/page-hashes.ts';

/** Page path (as requested, without `.html`) → headers to send with it. */
export type PageHeaders = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** Parses the file's JSON; anything malformed in it is left out rather than sent. */
export function parsePageHeaders(raw: unknown): PageHeaders {
  const pages = new Map<string, Record<string, string>>();
  if (!Array.isArray(raw)) return pages;
  for (const entry of raw as unknown[]) {
    const { pathname, headers } = (entry ?? {}) as { pathname?: unknown; headers?: unknown };
    if (typeof pathname !== 'string' || !Array.isArray(headers)) continue;
    const record: Record<string, string> = {};
    for (const header of headers as unknown[]) {
      const { key, value } = (header ?? {}) as { key?: unknown; value?: unknown };
      if (typeof key === 'string' && typeof value === 'string') record[key.toLowerCase()] = value;
    }
    // Astro names the index '/' and other pages without a trailing slash.
    pages.set(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname, record);
  }
  return pages;
}

/**
 * The build's page headers (`_headers.json` beside the client folder `root`); an empty map when
 * the build wrote none. Each page's policy keeps only the inline hashes its own file carries.
 */
export async function readPageHeaders(root: string): Promise<PageHeaders> {
  const file = path.join(root, '..', '_headers.json');
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return new Map();
  let pages: PageHeaders;
  try {
    pages = parsePageHeaders(JSON.parse(text));
  } catch {
    console.error(`[site] ${file} is not JSON; pre-rendered pages are sent without its headers`);
    return new Map();
  }
  return new Map(
    await Promise.all(
      [...pages].map(async ([pathname, headers]) => {
        const policy = headers['content-security-policy'];
        const html = policy && (await readFile(pageFile(root, pathname), 'utf8').catch(() => ''));
        return [
          pathname,
          html ? { ...headers, 'content-security-policy': keepPageHashes(policy, html) } : headers,
        ] as const;
      }),
    ),
  );
}

/** A pre-rendered page's file (the build writes `/a/b` as `a/b.html`). */
const pageFile = (root: string, pathname: string) =>
  path.join(root, pathname === '/' ? 'index.html' : `${pathname}.html`);
