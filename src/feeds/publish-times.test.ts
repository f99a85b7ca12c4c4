import { describe, expect, it } from 'vitest';
import { normaliseCommon } from './common.ts';
import { normaliseSupportContent } from './support-content.ts';

describe("feeds' publish times", () => {
  it.each([
    ['2026-11-20T14:05:00Z', '2026-11-20T14:05:00.000Z'],
    ['2026-11-20T14:05:00.250+01:00', '2026-11-20T13:05:00.250Z'],
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['2026-11-20T14:05:00', undefined],
    ['yesterday', undefined],
    ['2026-13-45T00:00:00Z', undefined],
    [1732111500000, undefined],
    ['null', undefined],
  ])('%j is read as %s', (value, expected) => {
    const raw = { pageProperties: { publishedAt: value } };
    expect(normaliseCommon(raw).publishedAt?.toISOString()).toBe(expected);
    expect(normaliseSupportContent(raw).publishedAt?.toISOString()).toBe(expected);
  });
});

describe('the common feed SEO entries', () => {
  it('reads the consumer and the small-business entries apart', () => {
    const feed = normaliseCommon({
      pageProperties: {
        seo: { linkRelCanonical: '/wireless', ogUrl: 'null' },
        smallBusinessSeo: {
          linkRelCanonical: '/smallbusiness/wireless',
          metaSeotitle: { not: 'text' },
        },
      },
    });
    expect(feed.seo).toEqual({ linkRelCanonical: '/wireless' });
    expect(feed.smallBusinessSeo).toEqual({ linkRelCanonical: '/smallbusiness/wireless' });
  });

  it('has an empty small-business entry when the feed has none', () => {
    expect(normaliseCommon({ pageProperties: { seo: {} } }).smallBusinessSeo).toEqual({});
  });
});
