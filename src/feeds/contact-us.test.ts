import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetchContactUs, normaliseContactUs } from './contact-us.ts';
import { createFeedContext, type FeedContext } from './context.ts';
import { UpstreamStatusError } from './errors.ts';
import type { Fetch } from './http.ts';

const entry = (name: string, key: string): unknown =>
  (
    JSON.parse(
      readFileSync(new URL(`../../sandbox/content/${name}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>
  )[key];

const context = (fetchImpl: Fetch): FeedContext =>
  createFeedContext({
    upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
    forward: {},
    fetchImpl,
  });

/** A feed context whose upstream answers every call with `status` and `body`. */
const answering = (status: number, body: string) =>
  context(async () => new Response(status === 204 ? null : body, { status }));

describe('contact us client', () => {
  it('turns a realistic body into typed data', async () => {
    const body = JSON.stringify(entry('contact-us', 'smb'));
    expect(await fetchContactUs(answering(200, body), 'smb-wireless', true)).toMatchObject({
      title: 'Contact business support',
      options: [expect.objectContaining({ title: 'Call business support' })],
    });
  });

  it('rejects a 500', async () => {
    const error = await fetchContactUs(answering(500, '{}'), 'smb-wireless', true).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('turns an empty body into empty data', async () => {
    expect(await fetchContactUs(answering(200, ''), 'smb-wireless', true)).toMatchObject({
      options: [],
    });
  });
});

describe('request details', () => {
  it('uses the consumer contact-us path, raw mode, and skips services without a mapping', async () => {
    const urls: string[] = [];
    const fetchImpl: Fetch = async (url) => {
      urls.push(String(url));
      return new Response('{}');
    };
    await fetchContactUs(context(fetchImpl), 'wireless', false);
    await fetchContactUs(context(fetchImpl), 'smb-email-support', true);
    expect(urls).toEqual([
      'http://api.test/msapi/idp-content-orchestration/v1/idpcms/support/contactus/wireless?mode=raw',
    ]);
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

describe('contact us normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(enveloped, (raw) => {
        expect(Array.isArray(normaliseContactUs(raw).options)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
