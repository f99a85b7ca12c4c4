import { describe, expect, it } from 'vitest';
import { fanOutPublish } from './fleet/fan-out.ts';
import { peerCredentials } from './webhook-fan-out.ts';
import { verifyWebhook } from './webhook.ts';
import { ReplayStore } from './webhook-replay.ts';

const WEBHOOK = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** Peers that admit as an instance does: each verifies and records what it receives. */
function peers(secret: string) {
  const replay = new ReplayStore();
  const received: { authorization: string | null; verdict?: ReturnType<typeof verifyWebhook> }[] =
    [];
  const fetch = async (_input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const id = headers.get('webhook-id');
    received.push({
      authorization: headers.get('authorization'),
      ...(id
        ? {
            verdict: verifyWebhook(
              {
                'webhook-id': id,
                'webhook-timestamp': headers.get('webhook-timestamp') ?? '',
                'webhook-signature': headers.get('webhook-signature') ?? '',
              },
              String(init.body),
              secret,
              replay,
            ),
          }
        : {}),
    });
    return new Response('{}');
  };
  return { fetch, received };
}

describe('peerCredentials', () => {
  const targets = { peers: ['http://a.test', 'http://b.test'] };

  it('tells peers with the bearer secret when the deployment has one', async () => {
    const { fetch, received } = peers(WEBHOOK);
    const credentials = peerCredentials('msg_1', {
      bearer: 'bearer-secret-0123456',
      webhook: WEBHOOK,
    });
    await fanOutPublish({ tags: ['feed:content'] }, targets, { ...credentials, fetch });
    expect(received.map((r) => r.authorization)).toEqual([
      'Bearer bearer-secret-0123456',
      'Bearer bearer-secret-0123456',
    ]);
  });

  it('otherwise signs each forward afresh, so no peer sees a replay', async () => {
    const { fetch, received } = peers(WEBHOOK);
    const credentials = peerCredentials('msg_2', { webhook: WEBHOOK }, fetch);
    const unreached = await fanOutPublish({ tags: ['feed:content'] }, targets, credentials);
    expect(unreached).toEqual([]);
    expect(received.map((r) => r.verdict?.ok)).toEqual([true, true]);
    expect(received.map((r) => r.authorization)).toEqual([null, null]);
  });
});
