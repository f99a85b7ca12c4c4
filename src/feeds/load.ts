/**
 * Fail-soft loading: a feed that fails is logged with its name and reason and becomes its
 * empty value, so the page still renders. Only a visitor-facing auth redirect escapes.
 */
import { log } from '../node/log.ts';
import { siteMetrics } from '../node/metrics.ts';
import { AuthRedirectError, describeError } from './errors.ts';

export interface FeedResult<T> {
  data: T;
  /** False when the feed failed and `data` is the empty value. */
  ok: boolean;
}

export async function loadFeed<T>(
  name: string,
  empty: T,
  load: () => Promise<T>,
): Promise<FeedResult<T>> {
  const { feedSeconds, feedFailures } = siteMetrics();
  const stopTimer = feedSeconds.startTimer({ feed: name });
  const started = performance.now();
  try {
    const data = await load();
    stopTimer({ outcome: 'ok' });
    return { data, ok: true };
  } catch (error) {
    stopTimer({ outcome: 'failed' });
    if (error instanceof AuthRedirectError) throw error;
    feedFailures.inc({ feed: name });
    const reason = describeError(error);
    // The request id joins the line from the request's scope (src/node/log-scope.ts).
    log.error(`feed:${name}`, reason, {
      event: 'feed-failure',
      feed: name,
      reason,
      durationMs: Math.round(performance.now() - started),
    });
    return { data: empty, ok: false };
  }
}
