import type { APIRoute } from 'astro';
import { log } from '../../node/log.ts';
import { siteMetrics } from '../../node/metrics.ts';
import { admitPublish } from '../../server/publish.ts';
import { PRIVATE_NO_STORE } from '../../server/cache-policy.ts';
import { FAN_OUT_HEADER, fanOutPublish } from '../../server/fleet/fan-out.ts';

export const prerender = false;

const reply = (status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': PRIVATE_NO_STORE, ...headers },
  });

/**
 * POST /api/publish with `Authorization: Bearer <PUBLISH_SECRET>` and a JSON body
 * `{ "tags": ["feed:content"], "paths": ["/wireless"] }`: the named cache entries are dropped,
 * so the next request renders the new content. In a fleet (PEERS, VARNISH_URL) the publish then
 * reaches every other instance and the shared cache; a copy it cannot reach turns the answer into
 * a 502 that names it (the local invalidation has still happened, and a retry is safe).
 */
export const POST: APIRoute = async ({ request, locals, cache }) => {
  const publishes = siteMetrics().publishes;
  // The same admission as the static build's server (src/server/publish.ts).
  const admitted = await admitPublish(
    { authorization: request.headers.get('authorization'), body: request },
    locals.ctx.config.publishSecret,
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
  const { fleet } = locals.ctx.config;
  // A publish forwarded by a peer stops here: the peer that received it tells everyone else.
  const forwarded = request.headers.get(FAN_OUT_HEADER) === '1';
  if (!forwarded && (fleet.peers.length > 0 || fleet.cacheUrl)) {
    const unreached = await fanOutPublish(invalidated, fleet, {
      authorization: request.headers.get('authorization') ?? '',
    });
    if (unreached.length > 0) {
      const named = unreached.map(({ copy, reason }) => `${copy} (${reason})`).join(', ');
      publishes.inc({ outcome: 'unreached' });
      log.error('publish', `invalidated here, but did not reach ${named}`);
      return reply(502, { error: `publish did not reach ${named}`, invalidated, unreached });
    }
  }
  publishes.inc({ outcome: 'published' });
  log.info('publish', `invalidated tags [${tags.join(', ')}] paths [${paths.join(', ')}]`);
  return reply(200, { invalidated });
};
