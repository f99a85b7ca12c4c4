/**
 * Where a page's bytes go, for the budgets' failure messages (tests/e2e/budgets.spec.ts): each kind
 * of part of the HTML with its count, its raw bytes and what it costs the page over brotli (the
 * page compressed with the part, less the page compressed without it, at the quality the servers
 * use for cached pages), largest first.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Contributor {
  name: string;
  count: number;
  raw: number;
  brotli: number;
}

/** The parts of a page that can each be moved, shrunk or shared. */
const PARTS: Record<string, RegExp> = {
  'inline <style>': /<style[^>]*>[\s\S]*?<\/style>/g,
  'inline <script>':
    /<script(?![^>]*\bsrc=)(?![^>]*application\/(ld\+)?json)[^>]*>[\s\S]*?<\/script>/g,
  'JSON <script> (structured data, config)':
    /<script[^>]*application\/(ld\+)?json[^>]*>[\s\S]*?<\/script>/g,
  // The islands' JSON is single-quoted (src/server/island-json-quotes.ts).
  'island props': /\sprops=("[^"]*"|'[^']*')/g,
  'island opts and URLs':
    /\s(opts|component-url|renderer-url|before-hydration-url)=("[^"]*"|'[^']*')/g,
  'inline <svg>': /<svg[\s\S]*?<\/svg>/g,
  'class attributes': /\sclass="[^"]*"/g,
};

/** Brotli at quality 11 with the size hint: what the node server's cached copy is. */
export function brotliSize(text: string): number {
  const bytes = Buffer.from(text);
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  }).byteLength;
}

/** Gzip at level 9: how script bytes are compared (deterministic for one zlib). */
export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).byteLength;
}

export function htmlContributors(html: string): Contributor[] {
  const whole = brotliSize(html);
  const found = Object.entries(PARTS).map(([name, pattern]) => {
    const matches = html.match(pattern) ?? [];
    return {
      name,
      count: matches.length,
      raw: matches.reduce((sum, match) => sum + match.length, 0),
      brotli: matches.length === 0 ? 0 : whole - brotliSize(html.replace(pattern, '')),
    };
  });
  const parts = found.reduce((sum, part) => sum + part.brotli, 0);
  const partsRaw = found.reduce((sum, part) => sum + part.raw, 0);
  return [
    ...found,
    {
      name: 'markup and text (the rest)',
      count: 1,
      raw: html.length - partsRaw,
      brotli: whole - parts,
    },
  ]
    .filter((part) => part.count > 0)
    .sort((a, b) => b.brotli - a.brotli);
}

export function describeContributors(parts: readonly Contributor[]): string {
  return parts
    .map((p) => `  ${p.name}: ${p.brotli} B brotli (${p.count}×, ${p.raw} B raw)`)
    .join('\n');
}
