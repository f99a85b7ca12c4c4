/**
 * Headers every response of the site carries, whichever handler answers it: rendered pages,
 * cache hits, static files, relays, refusals of malformed requests. The front door (gate.ts)
 * sets them, with HSTS on https, for every server: the site, the static build's, the sandbox.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Article pages are framed by the site's own drawer, never by other origins.
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Every request gets an id at the front door, echoed in this response header and in log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A site served over https tells browsers to use nothing else for a year (RFC 6797). */
export function transportSecurityHeaders(siteUrl: string | undefined): Record<string, string> {
  return siteUrl?.startsWith('https://')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
}

/** Every header the front door sets on every response of a server whose public origin is `siteUrl`. */
export function frontDoorHeaders(siteUrl: string | undefined): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, ...transportSecurityHeaders(siteUrl) };
}
