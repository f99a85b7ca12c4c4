import { describe, expect, it } from 'vitest';
import { createPusher } from '../../analytics/data-layer.ts';
import { forwardingPusher } from './forward-pusher.ts';

describe('forwarding analytics to the host', () => {
  it('forwards each event once in a row, with or without a dataLayer', () => {
    const host: { dataLayer?: unknown[] } = {};
    const seen: unknown[] = [];
    const pusher = forwardingPusher(createPusher(() => host));
    pusher.setForward((e) => seen.push(e));
    expect(pusher.push({ event: 'Video_Impression', mediaId: '1' })).toBe(false);
    pusher.push({ event: 'Video_Impression', mediaId: '1' });
    pusher.push({ event: 'Video_Commence', mediaId: '1' });
    expect(seen).toEqual([
      { event: 'Video_Impression', mediaId: '1' },
      { event: 'Video_Commence', mediaId: '1' },
    ]);
    host.dataLayer = [];
    pusher.reset();
    expect(pusher.push({ event: 'Video_Commence', mediaId: '1' })).toBe(true);
    expect(seen).toHaveLength(3);
  });
});
