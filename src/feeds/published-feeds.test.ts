import { describe, expect, it } from 'vitest';
import {
  LOCALISED_FEED_TAGS,
  PUBLISHED_FEED_NAMES,
  feedTag,
  feedTagsOf,
  feedTagsReadBy,
} from './published-feeds.ts';

describe('the published feeds table', () => {
  it('names every feed a publish may name', () => {
    expect(PUBLISHED_FEED_NAMES).toEqual([
      'content',
      'common',
      'outage',
      'flags',
      'knowledge',
      'contact-us',
      'video',
    ]);
    expect(feedTag('contact-us')).toBe('feed:contact-us');
  });

  it.each([
    [
      ['video', 'flags', 'video', 'knowledge'],
      ['feed:flags', 'feed:knowledge', 'feed:video'],
    ],
    [[], []],
  ] as const)('the tags of %j: once each, in the table’s order', (names, tags) => {
    expect(feedTagsOf(names)).toEqual(tags);
  });

  it.each([
    ['watch', ['feed:flags', 'feed:video']],
    ['sitemap', ['feed:content', 'feed:common', 'feed:video']],
  ] as const)('a %s document reads %j', (reader, tags) => {
    expect(feedTagsReadBy(reader)).toEqual(tags);
  });

  it('every feed but the flags is read in the page’s language', () => {
    expect(LOCALISED_FEED_TAGS).toEqual(
      PUBLISHED_FEED_NAMES.filter((name) => name !== 'flags').map(feedTag),
    );
  });
});
