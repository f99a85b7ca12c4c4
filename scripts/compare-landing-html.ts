/**
 * `npm run compare:html -- save <dir>` / `npm run compare:html -- diff <dir>`: fetches the
 * landing pages from a running site (SITE, default http://127.0.0.1:3001), normalises what a
 * rebuild changes without changing the page (Astro's scoped-style attributes and class
 * suffixes, CSS-module class hashes, hashed asset names, island ids), and either saves them or
 * prints a unified diff against a saved copy. Used to show a refactoring left the HTML alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANDING_ROUTES } from '../src/domain/landing-routes.ts';

const PAGES = LANDING_ROUTES;
const site = process.env['SITE'] ?? 'http://127.0.0.1:3001';
const [command, dir] = process.argv.slice(2);

export function normaliseHtml(html: string): string {
  return (
    html
      // Quoting: a single-quoted attribute (the islands' JSON, src/server/island-json-quotes.ts)
      // as the same value double-quoted, so the quoting alone is no difference.
      .replace(
        /(\s[\w:-]+)='([^']*)'/g,
        (_attribute, name: string, value: string) => `${name}="${value.replaceAll('"', '&quot;')}"`,
      )
      // Scoped-style markers: data-astro-cid-xxxx attributes (also as island props, which Astro
      // passes from a styled parent) and astro-xxxx classes.
      .replace(/,&quot;data-astro-cid-[a-z0-9]+&quot;:\[0,true\]/g, '')
      .replace(/&quot;data-astro-cid-[a-z0-9]+&quot;:\[0,true\],?/g, '')
      .replace(/,&quot;&quot;:\[0,true\]/g, '')
      .replace(/\s?data-astro-cid-[a-z0-9]+(="[^"]*")?/g, '')
      .replace(/\bastro-[a-z0-9]{8}\b/g, 'astro-*')
      // CSS-module classes: _name_hash_n.
      .replace(/\b_([A-Za-z][\w-]*?)_[a-z0-9]{5,6}_\d+\b/g, '_$1_*')
      // Hashed asset names and island ids.
      .replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css|jpg|png|svg|webp)/g, '$1.*.$2')
      .replace(/\buid="[^"]*"/g, 'uid="*"')
      // Per-render counters: island prefixes and the React ids derived from them.
      .replace(/\bprefix="r\d+"/g, 'prefix="r*"')
      .replace(/\b_r\d+R_/g, '_r*R_')
      .replace(/\br\d+([BS]):/g, 'r*$1:')
      // Attribute order is not meaningful.
      .replace(/<([a-zA-Z][\w-]*)(\s[^<>]*?)?(\/?)>/g, (_tag, name: string, attrs = '', end) => {
        const sorted = [...(attrs as string).matchAll(/([^\s=]+)(?:="([^"]*)")?/g)]
          .map(([attribute]) => attribute)
          .sort();
        return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${end}>`;
      })
      // One tag per line, so a diff points at the element that changed.
      .replace(/>\s*</g, '>\n<')
  );
}

/**
 * Production class names are a digest of the stylesheet's path and the class
 * (build/short-class-names.mjs), so moving a stylesheet renames its classes. Each distinct name
 * becomes `_c1`, `_c2`… in order of first appearance: two pages whose markup and styles are the
 * same come out the same, and a class that changed role still shows.
 */
export function canonicalClassNames(html: string): string {
  const names = new Map<string, string>();
  // Four characters since 2026-11-29, five before (build/short-class-names.mjs); a name already
  // canonical (`_c12`, a saved copy read again) is left as it is.
  return html.replace(/(?<![\w/-])_(?!c\d+(?![\w-]))[A-Za-z0-9_-]{4,5}(?![\w-])/g, (name) => {
    if (!names.has(name)) names.set(name, `_c${names.size + 1}`);
    return names.get(name) ?? name;
  });
}

async function fetchPages(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const page of PAGES) {
    const response = await fetch(`${site}${page}`);
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    pages.set(page, canonicalClassNames(normaliseHtml(await response.text())));
  }
  return pages;
}

const fileFor = (base: string, page: string) =>
  path.join(base, `${page.slice(1).replace(/\//g, '-')}.html`);

if (import.meta.main) await main();

async function main() {
  if ((command !== 'save' && command !== 'diff') || !dir) {
    console.error('usage: compare-landing-html.ts save|diff <dir>');
    process.exit(2);
  }
  const pages = await fetchPages();
  if (command === 'save') {
    await mkdir(dir, { recursive: true });
    for (const [page, html] of pages) await writeFile(fileFor(dir, page), html);
    console.log(`saved ${pages.size} pages to ${dir}`);
  } else {
    const scratch = await mkdtemp(path.join(tmpdir(), 'landing-html-'));
    let differs = false;
    for (const [page, html] of pages) {
      const now = fileFor(scratch, page);
      const saved = fileFor(scratch, `${page}-saved`);
      await writeFile(now, html);
      // Normalising is idempotent: the saved copy gets this version's rules too.
      await writeFile(
        saved,
        canonicalClassNames(normaliseHtml(await readFile(fileFor(dir, page), 'utf8'))),
      );
      const diff = spawnSync('diff', ['-u', saved, now], { encoding: 'utf8' });
      if (diff.status === 0) console.log(`${page}: identical`);
      else {
        differs = true;
        console.log(`${page}: differs\n${diff.stdout}`);
      }
    }
    process.exit(differs ? 1 : 0);
  }
}
