import { EVERY_CLIENT } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { createFeedContext } from './context.ts';
import { loadFeed } from './load.ts';
import { jsonSink, setLogSink } from '../node/log.ts';
import { currentRequestId, withRequestId } from '../node/log-scope.ts';

/** Each feed client, failing: the upstream answers 503 with no body. */

const unavailable = createFeedContext({
  upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
  forward: {},
  fetchImpl: async () => new Response('', { status: 503 }),
});

describe.each(EVERY_CLIENT)('$name client', (client) => {
  it('fails soft through loadFeed: logged with the feed name, empty data', async () => {
    const lines: string[] = [];
    const restore = setLogSink((level, source, message) =>
      lines.push(`${level} ${source} ${message}`),
    );
    try {
      const result = await loadFeed(client.name, 'EMPTY', () => client.call(unavailable));
      expect(result).toEqual({ data: 'EMPTY', ok: false });
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^error feed:${client.name} `))]);
    } finally {
      restore();
    }
  });
});

const TIME = '2026-01-01T00:00:00.000Z';

describe('a feed failure', () => {
  it('is one line with the feed, the reason, its duration and the request that rendered', async () => {
    const lines: string[] = [];
    const restore = setLogSink(
      jsonSink(
        'info',
        (_level, line) => lines.push(line),
        () => new Date(TIME),
        currentRequestId,
      ),
    );
    try {
      const result = await withRequestId('req-7', () =>
        loadFeed('content', 'empty', () => Promise.reject(new Error('timed out after 5000 ms'))),
      );
      expect(result).toEqual({ data: 'empty', ok: false });
    } finally {
      restore();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: TIME,
      level: 'error',
      source: 'feed:content',
      msg: 'timed out after 5000 ms',
      requestId: 'req-7',
      event: 'feed-failure',
      feed: 'content',
      reason: 'timed out after 5000 ms',
      durationMs: expect.any(Number) as number,
    });
  });
});
