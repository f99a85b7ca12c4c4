import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFeedContext } from './context.ts';
import { UpstreamStatusError } from './errors.ts';
import { fetchFlags, normaliseFlags } from './flags.ts';

/** A feed context whose upstream answers every call with `status` and `body`. */
const answering = (status: number, body: string) =>
  createFeedContext({
    upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
    forward: {},
    fetchImpl: async () => new Response(status === 204 ? null : body, { status }),
  });

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

describe('flags normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(enveloped, (raw) => {
        const out = normaliseFlags(raw);
        expect(Object.values(out).every((v) => typeof v === 'string')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
