/**
 * Signed publish calls, as the Standard Webhooks specification defines them: `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256>` of
 * `<id>.<timestamp>.<body>`, keyed by the `whsec_` secret). The signature and the five-minute
 * window are checked by the `standardwebhooks` library; the replay check (an id seen within the
 * window) is ours (./webhook-replay.ts). Refusals carry a fixed reason for the metric.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { WEBHOOK_TOLERANCE_SECONDS, type ReplayStore } from './webhook-replay.ts';

export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** Why a signed call was refused: the `reason` label of site_publish_webhook_refusals_total. */
export type WebhookRefusalReason = 'headers' | 'signature' | 'timestamp' | 'replay';

export type WebhookVerdict =
  | { ok: true; id: string }
  | { ok: false; reason: WebhookRefusalReason; status: 401 | 409; error: string };

export type WebhookHeaders = Partial<Record<(typeof WEBHOOK_HEADERS)[number], string | undefined>>;

/** Whether a call means to be signed: any of the three headers present. */
export function isSignedCall(headers: WebhookHeaders): boolean {
  return WEBHOOK_HEADERS.some((name) => headers[name] !== undefined);
}

const refused = (
  reason: WebhookRefusalReason,
  status: 401 | 409,
  error: string,
): WebhookVerdict => ({ ok: false, reason, status, error });

/**
 * Verifies a signed call's headers and raw body against the secret, then records its id. The
 * timestamp is judged before the signature only to name the reason: the library checks both.
 */
export function verifyWebhook(
  headers: WebhookHeaders,
  body: string,
  secret: string,
  replay: ReplayStore,
  now = new Date(),
): WebhookVerdict {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signature = headers['webhook-signature'];
  if (!id || !timestamp || !signature || id.length > 256) {
    return refused(
      'headers',
      401,
      'webhook-id, webhook-timestamp and webhook-signature are required',
    );
  }
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (
    !Number.isFinite(seconds) ||
    Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS
  ) {
    return refused('timestamp', 401, 'webhook-timestamp is outside the five-minute window');
  }
  try {
    new Webhook(secret).verify(body, {
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': signature,
    });
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    return /timestamp/i.test(error.message)
      ? refused('timestamp', 401, 'webhook-timestamp is outside the five-minute window')
      : refused('signature', 401, 'the webhook signature does not match');
  }
  if (!replay.remember(id, seconds, now)) {
    return refused('replay', 409, `webhook ${id} was already received`);
  }
  return { ok: true, id };
}

/** Signs a body as a sender would: the three headers (used to tell peers, and by tests). */
export function signWebhook(
  secret: string,
  id: string,
  body: string,
  at = new Date(),
): Record<(typeof WEBHOOK_HEADERS)[number], string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
