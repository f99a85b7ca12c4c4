/**
 * Publishing: an editor's change invalidates the cached pages that used the changed content (node
 * mode: src/pages/api/publish.ts) or rebuilds the static site (src/server/serve-static.ts). Both
 * admit a publish call here, so the bearer check, the body's limit and its contract, and the
 * answers to a call they refuse are the same in either deployment.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  CLOSE_CONNECTION,
  PUBLISH_BODY_LIMIT,
  readBoundedBody,
  tooLargeError,
  type BodySource,
} from './http/bounded-body.ts';

/** Compares a presented bearer token with the secret in constant time (digests equalise length). */
export function bearerMatches(
  authorization: string | null | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || !authorization) return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(secret));
}

const tag = z.string().regex(/^[\w:.-]{1,100}$/, 'tags are letters, digits, _ : . -');
const path = z
  .string()
  .max(500)
  .refine(
    (value) => value.startsWith('/') && !value.startsWith('//'),
    'paths are site paths starting with /',
  );

export const publishBodySchema = z
  .object({ tags: z.array(tag).max(100).optional(), paths: z.array(path).max(100).optional() })
  .strict()
  .refine(
    (body) => (body.tags?.length ?? 0) + (body.paths?.length ?? 0) > 0,
    'name at least one tag or path',
  );

export type PublishBody = z.infer<typeof publishBodySchema>;

export function parsePublishBody(
  raw: unknown,
): { ok: true; body: PublishBody } | { ok: false; error: string } {
  const result = publishBodySchema.safeParse(raw);
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    error: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body',
  };
}

/** Why a publish call was refused; `unauthorized` and `bad request` are the metrics' outcomes. */
export type PublishRefusalReason =
  'unauthorized' | 'too large' | 'incomplete' | 'not json' | 'bad request';

/** A refused publish call: the status, the `error` of its JSON answer, and headers to add. */
export interface PublishRefusal {
  ok: false;
  reason: PublishRefusalReason;
  status: 400 | 401 | 413;
  error: string;
  headers: Readonly<Record<string, string>>;
}

export type PublishAdmission<T> = { ok: true; value: T } | PublishRefusal;

const refusal = (
  reason: PublishRefusalReason,
  status: PublishRefusal['status'],
  error: string,
  headers: Readonly<Record<string, string>> = {},
): PublishRefusal => ({ ok: false, reason, status, error, headers });

/** A call to publish or to rebuild, as either server receives it. */
export interface PublishCall {
  /** The Authorization header, if any. */
  authorization: string | null | undefined;
  /** The request, whose body is read only once the bearer matches. */
  body: BodySource;
}

/**
 * Admits a call that carries the publish secret: 401 without it (the body is never read), 413
 * for a body over PUBLISH_BODY_LIMIT. The value is the body's text (a bare webhook's is ignored).
 */
export async function admitPublishCall(
  call: PublishCall,
  secret: string | undefined,
): Promise<PublishAdmission<string>> {
  if (!bearerMatches(call.authorization, secret)) {
    return refusal('unauthorized', 401, 'Unauthorized');
  }
  const body = await readBoundedBody(call.body, PUBLISH_BODY_LIMIT);
  if (!body.ok && body.reason === 'too-large') {
    return refusal('too large', 413, tooLargeError(PUBLISH_BODY_LIMIT), CLOSE_CONNECTION);
  }
  if (!body.ok) return refusal('incomplete', 400, 'incomplete body');
  return { ok: true, value: new TextDecoder().decode(body.bytes) };
}

/** Admits a call to the site's publish contract: the bearer, the limit, then a JSON body of tags and paths. */
export async function admitPublish(
  call: PublishCall,
  secret: string | undefined,
): Promise<PublishAdmission<PublishBody>> {
  const admitted = await admitPublishCall(call, secret);
  if (!admitted.ok) return admitted;
  let raw: unknown;
  try {
    raw = JSON.parse(admitted.value) as unknown;
  } catch {
    return refusal('not json', 400, 'body must be JSON');
  }
  const parsed = parsePublishBody(raw);
  if (!parsed.ok) return refusal('bad request', 400, parsed.error);
  return { ok: true, value: parsed.body };
}
