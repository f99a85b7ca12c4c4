import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCommon } from './common.ts';
import { normaliseContactUs } from './contact-us.ts';
import { normaliseFlags } from './flags.ts';
import { normaliseContent, normaliseTagSet } from './knowledge.ts';
import { normaliseResults } from './kmservices.ts';
import { normaliseOutage } from './outage.ts';
import { normaliseSupportContent } from './support-content.ts';
import { normaliseSupportTopic } from './support-topics.ts';

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

const isText = (value: unknown) => value === undefined || typeof value === 'string';

const normalisers: [string, (raw: unknown) => unknown, (out: unknown) => boolean][] = [
  [
    'support content',
    normaliseSupportContent,
    (out) => Array.isArray((out as { socialMediaLinks: unknown }).socialMediaLinks),
  ],
  ['common', normaliseCommon, (out) => typeof (out as { seo: unknown }).seo === 'object'],
  [
    'outage',
    normaliseOutage,
    (out) =>
      [0, 1, 2].includes((out as { status: number }).status) &&
      Array.isArray((out as { banners: unknown }).banners),
  ],
  [
    'flags',
    normaliseFlags,
    (out) => Object.values(out as object).every((v) => typeof v === 'string'),
  ],
  [
    'tag-set',
    normaliseTagSet,
    (out) =>
      Array.isArray((out as { children: unknown }).children) &&
      isText((out as { publishedId: unknown }).publishedId),
  ],
  ['knowledge content', normaliseContent, (out) => typeof out === 'object' && out !== null],
  ['contact us', normaliseContactUs, (out) => Array.isArray((out as { options: unknown }).options)],
  ['support topic', normaliseSupportTopic, (out) => isText((out as { title: unknown }).title)],
  [
    'kmservices results',
    normaliseResults,
    (out) =>
      Array.isArray(out) &&
      out.every((r) => typeof r.title === 'string' && typeof r.url === 'string'),
  ],
];

describe.each(normalisers)('%s normaliser', (_name, normalise, wellTyped) => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(enveloped, (raw) => {
        const out = normalise(raw);
        expect(wellTyped(out)).toBe(true);
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
