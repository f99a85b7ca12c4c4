import fc from 'fast-check';
import { envelopedJson, answering } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { UpstreamStatusError } from './errors.ts';
import { fetchFlags, normaliseFlags } from './flags.ts';

describe('flags client', () => {
  it('turns a realistic body into typed data', async () => {
    const body = {
      allocations: {
        'cfg-ixp-wireless-article-modal-enable': { value: 'true' },
        empty: { value: 'null' },
      },
    };
    expect(await fetchFlags(answering(200, JSON.stringify(body)))).toEqual({
      'cfg-ixp-wireless-article-modal-enable': 'true',
    });
  });

  it('rejects a 500', async () => {
    const error = await fetchFlags(answering(500, '{}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('turns an empty body into empty data', async () => {
    expect(await fetchFlags(answering(200, ''))).toEqual({});
  });
});

describe('flags normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        const out = normaliseFlags(raw);
        expect(Object.values(out).every((v) => typeof v === 'string')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
