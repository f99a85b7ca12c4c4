/**
 * How an instance tells its peers about a publish that entered as a signed webhook. The webhook's
 * id was checked (and recorded) here, where it entered; a peer receiving the same headers would
 * refuse it as a replay, so it is told with this fleet's own credentials instead: the bearer
 * PUBLISH_SECRET when the deployment has one, else a fresh signature of what is forwarded, under
 * an id of its own (`<id>.fan-out.<n>`), made with the same webhook secret.
 */
import type { fanOutPublish } from './fleet/fan-out.ts';
import { signWebhook } from './webhook.ts';

type FanOutOptions = Parameters<typeof fanOutPublish>[2];
type Fetch = NonNullable<FanOutOptions['fetch']>;

let sequence = 0;

/** The fan-out's credentials for a publish that entered as webhook `id`. */
export function peerCredentials(
  id: string,
  secrets: { bearer?: string | undefined; webhook?: string | undefined },
  send: Fetch = fetch,
): Pick<FanOutOptions, 'authorization' | 'fetch'> {
  if (secrets.bearer) return { authorization: `Bearer ${secrets.bearer}` };
  const { webhook } = secrets;
  if (!webhook) return { authorization: '' };
  const signing: Fetch = (input, init = {}) => {
    if (init.method !== 'POST' || typeof init.body !== 'string') return send(input, init);
    sequence += 1;
    const headers = new Headers(init.headers);
    headers.delete('authorization');
    const signed = signWebhook(webhook, `${id}.fan-out.${sequence}`, init.body);
    for (const [name, value] of Object.entries(signed)) headers.set(name, value);
    return send(input, { ...init, headers });
  };
  return { authorization: '', fetch: signing };
}
