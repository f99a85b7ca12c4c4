/** A refused signed publish call is logged (with its id, never its body) and counted by reason. */
import { log } from '../node/log.ts';
import { siteMetrics } from '../node/metrics.ts';
import type { WebhookRefusalReason } from './webhook.ts';

export function reportWebhookRefusal(
  reason: WebhookRefusalReason,
  id: string | undefined,
  error: string,
): void {
  siteMetrics().webhookRefusals.inc({ reason });
  log.warn(
    'publish',
    `signed publish ${id ? `${id.slice(0, 80)} ` : ''}refused (${reason}): ${error}`,
  );
}
