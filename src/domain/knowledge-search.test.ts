import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseResults } from './knowledge-search.ts';

/** Arbitrary JSON, plus JSON wrapped in the envelopes the feeds look inside, so deep paths are reached. */
const json = fc.jsonValue();
const enveloped = fc.oneof(
  json,
  json.map((inner) => ({ 'cms-feed': { components: { default: inner } } })),
  json.map((inner) => ({ 'cms-feed': { components: inner }, pageProperties: { seo: inner } })),
  json.map((inner) => ({ resultBody: inner })),
  json.map((inner) => ({ allocations: inner })),
  json.map((inner) => ({ results: inner, content: inner })),
);

describe('kmservices results normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(enveloped, (raw) => {
        const out = normaliseResults(raw);
        expect(
          Array.isArray(out) &&
            out.every((r) => typeof r.title === 'string' && typeof r.url === 'string'),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
