import type { APIRoute } from 'astro';
import { log } from '../../node/log.ts';
import { siteMetrics } from '../../node/metrics.ts';
import { admitPublish, confirmedCopies } from '../../server/publish.ts';
import { PRIVATE_NO_STORE } from '../../server/cache-policy.ts';
import { FAN_OUT_HEADER, fanOutPublish } from '../../server/fleet/fan-out.ts';
import { WEBHOOK_HEADERS } from '../../server/webhook.ts';
import { peerCredentials } from '../../server/webhook-fan-out.ts';
import { processReplayStore } from '../../server/webhook-replay.ts';

export const prerender = false;

const reply = (status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': PRIVATE_NO_STORE, ...headers },
  });

/**
 * POST /api/publish with `Authorization: Bearer <PUBLISH_SECRET>`, or signed as Standard Webhooks
 * sign (PUBLISH_WEBHOOK_SECRET), and a JSON body `{ "tags": ["feed:content"], "paths":
 * ["/wireless"] }` (or a CMS's envelope, src/server/webhook-body.ts): the named cache entries are
 * dropped, so the next request renders the new content. In a fleet (PEERS, VARNISH_URL) the publish
 * then reaches every other instance and the shared cache; a copy it cannot reach turns the answer
 * into a 502 that names it (the local invalidation has still happened, and a retry is safe). The
 * answer names each copy that confirmed and when, so an editor knows the change is live.
 */
export const POST: APIRoute = async ({ request, locals, cache }) => {
  const publishes = siteMetrics().publishes;
  const { config } = locals.ctx;
  const secrets = { bearer: config.publishSecret, webhook: config.publishWebhookSecret };
  const webhook = Object.fromEntries(
    WEBHOOK_HEADERS.flatMap((name) => {
      const value = request.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  // The same admission as the static build's server (src/server/publish.ts).
  const admitted = await admitPublish(
    { authorization: request.headers.get('authorization'), webhook, body: request },
    secrets,
  );
  if (!admitted.ok) {
    if (admitted.reason === 'unauthorized' || admitted.reason === 'bad request') {
      publishes.inc({ outcome: admitted.reason });
    }
    return reply(admitted.status, { error: admitted.error }, admitted.headers);
  }
  const { tags = [], paths = [] } = admitted.value;
  if (tags.length > 0) await cache.invalidate({ tags });
  for (const path of paths) await cache.invalidate({ path });
  const invalidated = { tags, paths };
  const here = new Date();
  const { fleet } = config;
  // A publish forwarded by a peer stops here: the peer that received it tells everyone else.
  const forwarded = request.headers.get(FAN_OUT_HEADER) === '1';
  const fansOut = !forwarded && (fleet.peers.length > 0 || !!fleet.cacheUrl);
  const unreached = fansOut
    ? await fanOutPublish(
        invalidated,
        fleet,
        admitted.webhookId === undefined
          ? { authorization: request.headers.get('authorization') ?? '' }
          : peerCredentials(admitted.webhookId, secrets),
      )
    : [];
  const copies = confirmedCopies(fansOut ? fleet : { peers: [] }, unreached, here, new Date());
  if (unreached.length > 0) {
    const named = unreached.map(({ copy, reason }) => `${copy} (${reason})`).join(', ');
    publishes.inc({ outcome: 'unreached' });
    log.error('publish', `invalidated here, but did not reach ${named}`);
    // The sender's retry (Standard Webhooks keeps the id) must not be refused as a replay.
    if (admitted.webhookId !== undefined) processReplayStore().forget(admitted.webhookId);
    return reply(502, { error: `publish did not reach ${named}`, invalidated, copies, unreached });
  }
  publishes.inc({ outcome: 'published' });
  log.info('publish', `invalidated tags [${tags.join(', ')}] paths [${paths.join(', ')}]`);
  return reply(200, { invalidated, publishedAt: here.toISOString(), copies });
};
