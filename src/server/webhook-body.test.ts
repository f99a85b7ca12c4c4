import { describe, expect, it } from 'vitest';
import { parsePublishBody } from './publish.ts';
import { tagsForChange, unwrapPublishPayload } from './webhook-body.ts';
import type { PublishedFeedName } from '../feeds/published-feeds.ts';

describe('a content change becomes the tags the pages carry', () => {
  it.each([
    [['content'], undefined, ['feed:content']],
    [['content'], 'en-US', ['feed:content']],
    [['content', 'common'], 'es-US', ['feed:content:es', 'feed:common:es']],
    // Flags have no language: a Spanish change of them is the one set.
    [['flags'], 'es-US', ['feed:flags']],
  ] as [PublishedFeedName[], string | undefined, string[]][])(
    '%j in %s: %j',
    (feeds, locale, tags) => {
      expect(tagsForChange(feeds, locale)).toEqual(tags);
    },
  );
});

describe('the shapes a publish body may take', () => {
  it.each([
    ["the site's body", { tags: ['feed:content'] }, { tags: ['feed:content'] }],
    [
      "an envelope around the site's body",
      {
        type: 'content.published',
        timestamp: '2026-03-01T10:00:00Z',
        data: { paths: ['/wireless'] },
      },
      { paths: ['/wireless'] },
    ],
    [
      'an envelope with a content change',
      {
        type: 'entry.publish',
        data: { feeds: ['content'], locale: 'es-US', paths: ['/es/wireless'] },
      },
      { tags: ['feed:content:es'], paths: ['/es/wireless'] },
    ],
  ])('%s', (_name, raw, body) => {
    expect(parsePublishBody(raw)).toEqual({ ok: true, body });
    expect(parsePublishBody(unwrapPublishPayload(raw))).toEqual({ ok: true, body });
  });

  it.each([
    ['an unknown feed', { type: 'x', data: { feeds: ['pricing'] } }],
    ['an unknown language', { type: 'x', data: { feeds: ['content'], locale: 'fr-FR' } }],
    ['an envelope without data', { type: 'x' }],
    [
      'an off-site path in a change',
      { type: 'x', data: { feeds: ['content'], paths: ['//evil'] } },
    ],
    ['a body with neither', { event: 'publish' }],
  ])('refuses %s', (_name, raw) => {
    expect(parsePublishBody(raw)).toMatchObject({ ok: false });
  });
});
