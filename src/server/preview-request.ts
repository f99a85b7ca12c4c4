/**
 * Whether a request is an editor's preview, for the caches that answer before the middleware
 * builds the request context (the route cache's fast path and its provider): a preview request
 * must neither be answered from a stored copy nor have its draft render stored.
 */
import { config } from '../node/config.ts';
import { previewSessionOf } from './preview-cookie.ts';

/** A valid (signed, unexpired) preview cookie in this Cookie header; a forged one is no preview. */
export function isPreviewRequest(cookieHeader: string | null | undefined): boolean {
  const secret = config().previewSecret;
  return secret !== undefined && previewSessionOf(cookieHeader, secret) !== undefined;
}
