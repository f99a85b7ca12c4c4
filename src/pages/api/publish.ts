import type { APIRoute } from 'astro';
import { log } from '../../node/log.ts';
import { siteMetrics } from '../../node/metrics.ts';
import { bearerMatches, parsePublishBody } from '../../server/publish.ts';
import { PRIVATE_NO_STORE } from '../../server/cache-policy.ts';
import { PUBLISH_BODY_LIMIT, readBoundedBody, tooLarge } from '../../server/http/bounded-body.ts';
import { FAN_OUT_HEADER, fanOutPublish } from '../../server/fleet/fan-out.ts';

export const prerender = false;

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': PRIVATE_NO_STORE },
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
  if (!bearerMatches(request.headers.get('authorization'), locals.ctx.config.publishSecret)) {
    publishes.inc({ outcome: 'unauthorized' });
    return reply(401, { error: 'Unauthorized' });
  }
  const body = await readBoundedBody(request, PUBLISH_BODY_LIMIT);
  if (!body.ok && body.reason === 'too-large') return tooLarge(PUBLISH_BODY_LIMIT);
  let raw: unknown;
  try {
    if (!body.ok) throw new Error('incomplete body');
    raw = JSON.parse(new TextDecoder().decode(body.bytes)) as unknown;
  } catch {
    return reply(400, { error: 'body must be JSON' });
  }
  const parsed = parsePublishBody(raw);
  if (!parsed.ok) {
    publishes.inc({ outcome: 'bad request' });
    return reply(400, { error: parsed.error });
  }
  const { tags = [], paths = [] } = parsed.body;
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
