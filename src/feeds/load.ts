/**
 * Fail-soft loading: a feed that fails is logged with its name and reason and becomes its
 * empty value, so the page still renders. Only a visitor-facing auth redirect escapes.
 */
import { log } from '../lib/log.ts';
import { siteMetrics } from '../lib/metrics.ts';
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
  try {
    const data = await load();
    stopTimer({ outcome: 'ok' });
    return { data, ok: true };
  } catch (error) {
    stopTimer({ outcome: 'failed' });
    if (error instanceof AuthRedirectError) throw error;
    feedFailures.inc({ feed: name });
    log.error(`feed:${name}`, describeError(error));
    return { data: empty, ok: false };
  }
}
