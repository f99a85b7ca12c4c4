/**
 * Stand-ins for the carrier's main site. In production the support pages' links to sign-in,
 * billing, plans, legal and support pages lead to the main site on the same origin; locally the
 * site relays those paths here, and each answers with a small page saying so, so a person trying
 * the product never meets a dead end. The pages are noindex: they are not content.
 */
import type { SandboxRequest, SandboxResponse } from './http-kit.ts';

/** The site relays a main-site path P to the sandbox as MAIN_SITE_PREFIX + P. */
export const MAIN_SITE_PREFIX = '/main-site';

export const PLACEHOLDER_HEADING = "This page is part of the carrier's main site";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** @param asked the path (and query) the visitor asked the site for */
export function placeholderPage(asked: string): SandboxResponse {
  const path = escapeHtml(asked);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Main site page ${path}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1d2329}code{background:#f2f2f2;padding:0 .25rem;overflow-wrap:anywhere}a{color:#0057b8}</style>
</head><body><main>
<h1>${PLACEHOLDER_HEADING}</h1>
<p>You asked for <code>${path}</code>. In production the carrier's main site answers this address on the same origin as the support pages; this local copy only stands in for it.</p>
<p><a href="/">Back to the local site index</a></p>
</main></body></html>
`;
  return {
    status: 200,
    text: html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
    },
  };
}

/** The path as the visitor typed it (the URL keeps it percent-encoded). */
function readable(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A path the site relayed under MAIN_SITE_PREFIX. */
export function relayedPlaceholder(req: SandboxRequest): SandboxResponse {
  const asked = req.url.pathname.slice(MAIN_SITE_PREFIX.length) || '/';
  return placeholderPage(`${readable(asked)}${req.url.search}`);
}

/** A main-site path the sandbox is asked for directly (account pages it does not act out). */
export function directPlaceholder(req: SandboxRequest): SandboxResponse {
  return placeholderPage(`${readable(req.url.pathname)}${req.url.search}`);
}
