import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { envelopedJson, answering } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { BadResponseError } from './errors.ts';
import { fetchSupportContent, normaliseSupportContent } from './support-content.ts';

const content = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../sandbox/content/${name}.json`, import.meta.url), 'utf8'));

describe('support content client', () => {
  it('turns a realistic body into typed data', async () => {
    const body = JSON.stringify(content('wireless-support'));
    expect(await fetchSupportContent(answering(200, body), '5551234567')).toMatchObject({
      common: { heading: 'Wireless support' },
      topSolutions: { title: 'Top solutions' },
    });
  });

  it('rejects a 500', async () => {
    const error = await fetchSupportContent(answering(500, '{}'), '5551234567').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadResponseError);
    expect(error).toMatchObject({ message: 'Bad response from server', status: 500 });
  });

  it('turns an empty body into empty data', async () => {
    expect(await fetchSupportContent(answering(200, ''), '5551234567')).toEqual({
      socialMediaLinks: [],
    });
  });
});

describe('the publish time', () => {
  // The rule itself (which texts are a time) is publishTime's, tested in schema-kit.test.ts.
  it.each([
    ['2026-11-20T14:05:00.250+01:00', '2026-11-20T13:05:00.250Z'],
    ['yesterday', undefined],
  ])('reads pageProperties.publishedAt %j as %s', (value, expected) => {
    const raw = { pageProperties: { publishedAt: value } };
    expect(normaliseSupportContent(raw).publishedAt?.toISOString()).toBe(expected);
  });
});

describe('support content normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        const out = normaliseSupportContent(raw);
        expect(Array.isArray(out.socialMediaLinks)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('support content field rules', () => {
  it('keeps only links with both text and href, and reads every string field as text or absent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            text: fc.oneof(fc.string(), fc.constant('null'), fc.constant(null)),
            href: fc.oneof(fc.string(), fc.constant(undefined)),
          }),
        ),
        (links) => {
          const out = normaliseSupportContent({
            'cms-feed': {
              components: {
                default: { helpfulInfoWireless: { tabs: [{ sections: [{ linkGroup: links }] }] } },
              },
            },
          });
          const kept = out.helpfulInfoWireless?.tabs[0]?.sections[0]?.linkGroup ?? [];
          expect(
            kept.every(
              (link) => link.text.length > 0 && link.href.length > 0 && link.text !== 'null',
            ),
          ).toBe(true);
        },
      ),
    );
  });
});
