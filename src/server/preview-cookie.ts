/**
 * The preview cookie: an editor who opened a preview link carries it, and a request with a valid
 * one renders drafts (src/server/request-context.ts) and bypasses every cache. Its value says when
 * it was issued and when it expires, signed with an HMAC keyed by PREVIEW_SECRET, so the site
 * keeps no session: any instance of a fleet verifies it. A forged, tampered or expired value is
 * simply not a preview.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'site_preview';
/** Short on purpose: a forgotten preview in a shared browser ends on its own. */
export const PREVIEW_LIFETIME_SECONDS = 30 * 60;
const VERSION = 'v1';

export interface PreviewSession {
  issuedAt: Date;
  expiresAt: Date;
}

// The cookie's key is derived from the secret, so a cookie's MAC is never a value the token
// comparison would accept, and the secret itself never signs anything a browser can see.
const cookieKey = (secret: string) =>
  createHmac('sha256', secret).update('preview-cookie').digest();

const mac = (secret: string, payload: string) =>
  createHmac('sha256', cookieKey(secret)).update(payload).digest('base64url');

/** A cookie value for a preview starting at `now`: `v1.<issued s>.<expires s>.<mac>`. */
export function signPreviewCookie(
  secret: string,
  now: Date,
  lifetimeSeconds = PREVIEW_LIFETIME_SECONDS,
): string {
  const issued = Math.floor(now.getTime() / 1000);
  const payload = `${VERSION}.${issued}.${issued + lifetimeSeconds}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The session a cookie value carries, or undefined when it is malformed, forged or expired. */
export function verifyPreviewCookie(
  value: string | undefined,
  secret: string | undefined,
  now: Date,
): PreviewSession | undefined {
  if (!value || !secret) return undefined;
  const match = /^(v1\.(\d{1,12})\.(\d{1,12}))\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, payload = '', issued = '', expires = '', presented = ''] = match;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(presented);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issuedAt = new Date(Number(issued) * 1000);
  const expiresAt = new Date(Number(expires) * 1000);
  // A cookie issued in the future (clock skew between instances beyond a minute) is not trusted.
  if (expiresAt <= now || issuedAt.getTime() > now.getTime() + 60_000) return undefined;
  return { issuedAt, expiresAt };
}

/** The preview cookie's value in a Cookie header, if the request carries one. */
export function previewCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === PREVIEW_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The session of a request's Cookie header, verified (undefined: not a preview). */
export function previewSessionOf(
  cookieHeader: string | null | undefined,
  secret: string | undefined,
  now = new Date(),
): PreviewSession | undefined {
  return verifyPreviewCookie(previewCookieValue(cookieHeader), secret, now);
}

/**
 * The Set-Cookie header that starts a preview: HttpOnly (no script reads it), Secure on an https
 * site (SITE_URL, as for HSTS), SameSite=Lax (a preview link followed from the CMS carries it).
 */
export function previewSetCookie(
  value: string,
  secure: boolean,
  maxAgeSeconds = PREVIEW_LIFETIME_SECONDS,
): string {
  return [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie header that ends a preview. */
export function clearPreviewCookie(secure: boolean): string {
  return previewSetCookie('', secure, 0);
}
