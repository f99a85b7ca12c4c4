/**
 * Publishing: an editor's change invalidates the cached pages that used the changed content (node
 * mode: src/pages/api/publish.ts) or rebuilds the static site (src/server/serve-static.ts). Both
 * admit a publish call here, so the bearer check, the signed-webhook check (./webhook.ts), the
 * body's limit and its contract, and the answers to a call they refuse are the same in either
 * deployment.
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
import { isSignedCall, verifyWebhook, type WebhookHeaders } from './webhook.ts';
import { processReplayStore, type ReplayStore } from './webhook-replay.ts';
import { unwrapPublishPayload } from './webhook-body.ts';
import { reportWebhookRefusal } from './webhook-refusals.ts';
import type { FanOutTargets, Unreached } from './fleet/fan-out.ts';

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
  // The site's own body, or a CMS's envelope around it or a content change (./webhook-body.ts).
  const result = publishBodySchema.safeParse(unwrapPublishPayload(raw));
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    error: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body',
  };
}

/**
 * Why a publish call was refused; `unauthorized` and `bad request` are the metrics' outcomes. A
 * signed call's refusals (`headers`, `signature`, `timestamp`, `replay`) are counted apart.
 */
export type PublishRefusalReason =
  | 'unauthorized'
  | 'too large'
  | 'incomplete'
  | 'not json'
  | 'bad request'
  | 'headers'
  | 'signature'
  | 'timestamp'
  | 'replay';

/** A refused publish call: the status, the `error` of its JSON answer, and headers to add. */
export interface PublishRefusal {
  ok: false;
  reason: PublishRefusalReason;
  status: 400 | 401 | 409 | 413;
  error: string;
  headers: Readonly<Record<string, string>>;
}

/** An admitted call: its value, and the webhook id when it was a signed call. */
export type PublishAdmission<T> = { ok: true; value: T; webhookId?: string } | PublishRefusal;

/**
 * The secrets a deployment accepts: the bearer PUBLISH_SECRET and the Standard Webhooks
 * PUBLISH_WEBHOOK_SECRET (either may be unset). A string is the bearer secret alone.
 */
export type PublishSecrets =
  string | undefined | { bearer?: string | undefined; webhook?: string | undefined };

const secretsOf = (secrets: PublishSecrets) =>
  typeof secrets === 'object' ? secrets : { bearer: secrets, webhook: undefined };

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
  /** The Standard Webhooks headers, if any: their presence makes the call a signed one. */
  webhook?: WebhookHeaders;
  /** The request, whose body is read only once the bearer matches. */
  body: BodySource;
}

async function readBody(call: PublishCall): Promise<PublishAdmission<string>> {
  const body = await readBoundedBody(call.body, PUBLISH_BODY_LIMIT);
  if (!body.ok && body.reason === 'too-large') {
    return refusal('too large', 413, tooLargeError(PUBLISH_BODY_LIMIT), CLOSE_CONNECTION);
  }
  if (!body.ok) return refusal('incomplete', 400, 'incomplete body');
  return { ok: true, value: new TextDecoder().decode(body.bytes) };
}

/**
 * A signed call: its body is read within the limit (the signature covers it), then verified;
 * refused calls are logged and counted by reason. Without a webhook secret it is unauthorized.
 */
async function admitSignedCall(
  call: PublishCall & { webhook: WebhookHeaders },
  secret: string | undefined,
  replay: ReplayStore,
): Promise<PublishAdmission<string>> {
  if (!secret) return refusal('unauthorized', 401, 'Unauthorized');
  const body = await readBody(call);
  if (!body.ok) return body;
  const verdict = verifyWebhook(call.webhook, body.value, secret, replay);
  if (!verdict.ok) {
    reportWebhookRefusal(verdict.reason, call.webhook['webhook-id'], verdict.error);
    return refusal(verdict.reason, verdict.status, verdict.error);
  }
  return { ok: true, value: body.value, webhookId: verdict.id };
}

/**
 * Admits a call that carries the publish secret (401 without it, the body never read) or a valid
 * Standard Webhooks signature (401, or 409 for an id already received); 413 for a body over
 * PUBLISH_BODY_LIMIT. The value is the body's text (a bare webhook's is ignored).
 */
export async function admitPublishCall(
  call: PublishCall,
  secrets: PublishSecrets,
  replay: ReplayStore = processReplayStore(),
): Promise<PublishAdmission<string>> {
  const { bearer, webhook } = secretsOf(secrets);
  // A bearer that matches wins: the fleet's own forwarded calls and existing senders are unchanged.
  if (bearerMatches(call.authorization, bearer)) return readBody(call);
  if (call.webhook && isSignedCall(call.webhook)) {
    return admitSignedCall({ ...call, webhook: call.webhook }, webhook, replay);
  }
  return refusal('unauthorized', 401, 'Unauthorized');
}

/** Admits a call to the site's publish contract: the bearer, the limit, then a JSON body of tags and paths. */
export async function admitPublish(
  call: PublishCall,
  secrets: PublishSecrets,
  replay: ReplayStore = processReplayStore(),
): Promise<PublishAdmission<PublishBody>> {
  const admitted = await admitPublishCall(call, secrets, replay);
  if (!admitted.ok) return admitted;
  let raw: unknown;
  try {
    raw = JSON.parse(admitted.value) as unknown;
  } catch {
    return refusal('not json', 400, 'body must be JSON');
  }
  const parsed = parsePublishBody(raw);
  if (!parsed.ok) return refusal('bad request', 400, parsed.error);
  return {
    ok: true,
    value: parsed.body,
    ...(admitted.webhookId === undefined ? {} : { webhookId: admitted.webhookId }),
  };
}

/**
 * What a publish answer says about the copies of the pages: each copy that confirmed the change
 * (this instance, each peer, the shared cache) and when, so an editor knows it is live everywhere.
 */
export interface ConfirmedCopy {
  /** `this instance`, `peer <url>` or `cache <url>`, as the unreached list names copies. */
  copy: string;
  confirmedAt: string;
}

/**
 * The copies that confirmed: this instance at `here` (its own invalidation), the others that the
 * fan-out reached by `fannedOut` (it answers once every copy has).
 */
export function confirmedCopies(
  targets: FanOutTargets,
  unreached: readonly Unreached[],
  here: Date,
  fannedOut: Date,
): ConfirmedCopy[] {
  const missed = new Set(unreached.map(({ copy }) => copy));
  const others = [
    ...targets.peers.map((peer) => `peer ${peer}`),
    ...(targets.cacheUrl ? [`cache ${targets.cacheUrl}`] : []),
  ].filter((copy) => !missed.has(copy));
  return [
    { copy: 'this instance', confirmedAt: here.toISOString() },
    ...others.map((copy) => ({ copy, confirmedAt: fannedOut.toISOString() })),
  ];
}
