import { describe, expect, it } from 'vitest';
import { SERVICES } from '../domain/services.ts';
import { LANDING_FEED_TAGS, LANDING_FEEDS, feedCallName } from './landing-feeds.ts';

describe('the landing feed table', () => {
  // A landing page's tags are what a publish must name to refresh it (route cache, Varnish xkey).
  it('tags a landing page with every publish its rows name, once each', () => {
    expect(LANDING_FEED_TAGS).toEqual([
      'feed:content',
      'feed:common',
      'feed:outage',
      'feed:flags',
      'feed:knowledge',
      'feed:contact-us',
    ]);
  });

  it.each([
    ['content', SERVICES.wireless, 'content'],
    ['contactUs', SERVICES['smb-wireless'], 'contact-us'],
    ['knowledge', SERVICES.wireless, 'knowledge:topic_wireless0'],
    ['knowledge', SERVICES['smb-internet-air'], 'knowledge:topic_internet4'],
    ['supportTopics', SERVICES['smb-wireless'], 'support-topic:smb-wireless'],
  ] as const)('%s, read for %o, is logged and counted as %s', (key, service, name) => {
    expect(feedCallName(LANDING_FEEDS[key], service)).toBe(name);
  });

  it('names each row once', () => {
    const names = Object.values(LANDING_FEEDS).map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
