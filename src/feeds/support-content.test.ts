import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  answering,
  captureFallbackLines,
  envelopedJson,
  spanishFeedContext,
  spanishSandboxContent,
} from '../../tests/support/feeds.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedContext } from './context.ts';
import { BadResponseError } from './errors.ts';
import { emptyBlocks, isEmptyBlock } from './locale-fallback.ts';
import { fetchSupportContent, normaliseSupportContent, SUPPORT_BLOCKS } from './support-content.ts';

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

  it("reads a preview answer's save time (pageProperties.updatedAt) beside it", () => {
    const raw = {
      pageProperties: { publishedAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-21T08:30:00Z' },
    };
    const content = normaliseSupportContent(raw);
    expect(content.publishedAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(content.updatedAt?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(normaliseSupportContent({}).updatedAt).toBeUndefined();
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

describe('support content in Spanish', () => {
  /** A content service answering each language's set, Spanish without the named blocks. */
  const service = (untranslated: string[] = []): FeedContext =>
    spanishFeedContext((_url, spanish) => {
      const body = structuredClone(
        spanish ? spanishSandboxContent('wireless-support') : content('wireless-support'),
      ) as { 'cms-feed': { components: { default: Record<string, unknown> } } };
      if (spanish)
        for (const block of untranslated) delete body['cms-feed'].components.default[block];
      return new Response(JSON.stringify(body));
    }).ctx;

  let lines: string[];
  let restore: () => void;
  beforeEach(() => ({ lines, restore } = captureFallbackLines()));
  afterEach(() => restore());

  it('reads the Spanish set, every block in Spanish', async () => {
    const data = await fetchSupportContent(service());
    expect(data.common?.heading).toBe('Soporte del servicio inalámbrico');
    expect(data.topSolutions?.title).toBe('Soluciones principales');
    expect(data.fallbacks).toBeUndefined();
    expect(data.publishedAt?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(lines).toEqual([]);
  });

  it('shows the English block for one the Spanish set lacks, names it, and logs it once', async () => {
    const ctx = service(['serviceCheckUp', 'wlsHybridTS']);
    const data = await fetchSupportContent(ctx);
    await fetchSupportContent(ctx);
    expect(data.serviceCheckUp?.title).toBe('Check and fix your service');
    expect(data.wlsHybridTS?.title).toBe('Fix my Wireless');
    expect(data.topSolutions?.title).toBe('Soluciones principales');
    expect(data.fallbacks).toEqual(['serviceCheckUp', 'wlsHybridTS']);
    // Either set may change what the page shows: its date is the later of the two.
    expect(data.publishedAt?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(lines).toEqual([
      "content has no 'serviceCheckUp' in es; the English block is shown",
      "content has no 'wlsHybridTS' in es; the English block is shown",
    ]);
  });

  it('has the Spanish set of the sandbox carry every block the English one has, each translated', () => {
    const english = normaliseSupportContent(content('wireless-support'));
    const translated = normaliseSupportContent(spanishSandboxContent('wireless-support'));
    expect(emptyBlocks(translated, SUPPORT_BLOCKS)).toEqual(emptyBlocks(english, SUPPORT_BLOCKS));
    for (const block of SUPPORT_BLOCKS) {
      if (block === 'socialMediaLinks' || isEmptyBlock(english[block])) continue;
      expect(JSON.stringify(translated[block]), block).not.toBe(JSON.stringify(english[block]));
    }
  });
});
