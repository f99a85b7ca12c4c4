/**
 * The one place a request's path is decoded. A request line arrives as raw bytes from anyone;
 * this turns it into the canonical path every handler sees (dot segments resolved, percent
 * escapes checked), or into the 4xx status that answers it. Pure: no I/O, no Node APIs.
 */

/** Longer request targets are answered 414; the parser's own header limit (16 KiB) is above it. */
export const MAX_REQUEST_TARGET_LENGTH = 8192;

export type RequestTarget =
  | {
      ok: true;
      /** The decoded path ('/support/café'), dot segments resolved. For file look-ups and routing. */
      path: string;
      /** The canonical, still-encoded path plus query, handed to the application as req.url. */
      url: string;
    }
  | { ok: false; status: 400 | 414; reason: string };

const BASE = 'http://request.invalid';
// Bytes that never belong in a request target; the HTTP parser rejects most of them already.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
// Decoded, a path segment may not smuggle a separator or a NUL past the router.
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN_IN_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

const refuse = (status: 400 | 414, reason: string): RequestTarget => ({
  ok: false,
  status,
  reason,
});

export function parseRequestTarget(raw: string | undefined): RequestTarget {
  if (!raw) return refuse(400, 'empty request target');
  if (raw.length > MAX_REQUEST_TARGET_LENGTH) return refuse(414, 'request target too long');
  if (CONTROL.test(raw) || raw.includes(' ')) return refuse(400, 'control character in target');

  let parsed: URL;
  if (raw.startsWith('/')) {
    // Prefixing the origin (rather than resolving against it) keeps '//host/x' a path.
    parsed = new URL(`${BASE}${raw}`);
  } else if (/^https?:\/\//i.test(raw)) {
    // Absolute form (RFC 9112 §3.2.2): only its path and query are ours to serve.
    try {
      parsed = new URL(raw);
    } catch {
      return refuse(400, 'malformed absolute target');
    }
  } else {
    return refuse(400, 'request target must be a path');
  }

  // Empty segments are merged (as nginx's merge_slashes does), so no handler ever meets a path
  // like '//host/x' that a URL parser would read as another origin.
  const pathname = parsed.pathname.replace(/\/{2,}/g, '/');
  const decoded: string[] = [];
  for (const segment of pathname.split('/')) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return refuse(400, 'malformed percent-encoding in path');
    }
    if (FORBIDDEN_IN_SEGMENT.test(value))
      return refuse(400, 'encoded separator or control in path');
    // An encoded dot segment the URL parser left alone ('%2e%2E') is still a dot segment.
    if (value === '.' || value === '..') return refuse(400, 'dot segment in path');
    decoded.push(value);
  }
  return { ok: true, path: decoded.join('/'), url: `${pathname}${parsed.search}` };
}

/**
 * A Host header as RFC 9110 allows it: a registered name, IPv4 or bracketed IPv6 address,
 * and an optional port. Missing or repeated Host headers are the caller's to refuse.
 */
export function isValidHost(value: string): boolean {
  return /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/i.test(value);
}
