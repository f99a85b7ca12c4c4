/**
 * The preview routes' rules: `GET /api/preview?path=/wireless&token=…` starts a preview and
 * `GET /api/preview/exit?path=/wireless` ends it (src/pages/api/preview.ts, preview/exit.ts).
 * Pure: the route turns the answer into a response. Every redirect is a path of this site from
 * the allow-list (src/server/preview-paths.ts), never an address taken from the request.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { clearPreviewCookie, previewSetCookie, signPreviewCookie } from './preview-cookie.ts';
import { previewPath } from './preview-paths.ts';
import { WIRELESS_PATH } from '../domain/landing-routes.ts';

/** Where an exit with no page (or one the site does not preview) lands. */
export const DEFAULT_PREVIEW_PATH = WIRELESS_PATH;

export type PreviewAnswer =
  | { kind: 'refused'; status: 400 | 401 | 404; message: string }
  | { kind: 'redirect'; location: string; setCookie: string };

export interface PreviewSettings {
  /** PREVIEW_SECRET; unset, previews are off. */
  secret: string | undefined;
  /** The site is served over https (SITE_URL): the cookie is Secure. */
  secure: boolean;
}

/** Compares a presented token with the secret in constant time (digests equalise length). */
export function tokenMatches(token: string | null, secret: string): boolean {
  if (!token) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(token), digest(secret));
}

/** The answer to a preview link: a signed cookie and the page, or a refusal that goes nowhere. */
export function enterPreview(
  params: URLSearchParams,
  settings: PreviewSettings,
  now: Date,
): PreviewAnswer {
  if (!settings.secret) return { kind: 'refused', status: 404, message: 'Not found' };
  const path = previewPath(params.get('path'));
  if (!path) {
    return { kind: 'refused', status: 400, message: 'path must be one of the landing pages' };
  }
  if (!tokenMatches(params.get('token'), settings.secret)) {
    return { kind: 'refused', status: 401, message: 'the preview token is missing or wrong' };
  }
  return {
    kind: 'redirect',
    location: path,
    setCookie: previewSetCookie(signPreviewCookie(settings.secret, now), settings.secure),
  };
}

/** Ends a preview: the cookie is cleared and the editor lands on the published page. */
export function exitPreview(params: URLSearchParams, secure: boolean): PreviewAnswer {
  return {
    kind: 'redirect',
    location: previewPath(params.get('path')) ?? DEFAULT_PREVIEW_PATH,
    setCookie: clearPreviewCookie(secure),
  };
}
