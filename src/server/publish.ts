/** Publishing: an editor's change invalidates the cached pages that used the changed content. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Compares a presented bearer token with the secret in constant time (digests equalise length). */
export function bearerMatches(authorization: string | null, secret: string | undefined): boolean {
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
