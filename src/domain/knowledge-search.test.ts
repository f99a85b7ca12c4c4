import fc from 'fast-check';
import { envelopedJson } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { normaliseResults } from './knowledge-search.ts';

describe('kmservices results normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
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
