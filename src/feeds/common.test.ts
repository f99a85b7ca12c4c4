import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  answering,
  envelopedJson,
  spanishFeedContext,
  spanishSandboxContent,
} from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { setLogSink } from '../domain/log.ts';
import { fetchCommon, normaliseCommon } from './common.ts';
import { BadResponseError } from './errors.ts';

const content = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../sandbox/content/${name}.json`, import.meta.url), 'utf8'));

describe('common client', () => {
  it('turns a realistic body into typed data', async () => {
    const data = await fetchCommon(answering(200, JSON.stringify(content('wireless-common'))));
    expect(data).toMatchObject({
      seo: { metaSeotitle: expect.any(String) },
      banners: { wirelessConsumerBanner1: { type: 'info' } },
    });
  });

  it('rejects a 500', async () => {
    const error = await fetchCommon(answering(500, '{}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadResponseError);
    expect(error).toMatchObject({ message: 'Bad response from server', status: 500 });
  });

  it('turns an empty body into empty data', async () => {
    expect(await fetchCommon(answering(200, ''))).toEqual({
      seo: {},
      smallBusinessSeo: {},
      banners: {},
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
    expect(normaliseCommon(raw).publishedAt?.toISOString()).toBe(expected);
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

describe('common normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        expect(typeof normaliseCommon(raw).seo === 'object').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the common feed in Spanish', () => {
  const service = (untranslated: string[], seo = true) =>
    spanishFeedContext((_url, spanish) => {
      if (!spanish) return new Response(JSON.stringify(content('wireless-common')));
      const body = structuredClone(spanishSandboxContent('wireless-common')) as {
        'cms-feed': { components: Record<string, unknown> };
        pageProperties?: unknown;
      };
      for (const key of untranslated) delete body['cms-feed'].components[key];
      if (!seo) delete body.pageProperties;
      return new Response(JSON.stringify(body));
    }).ctx;

  it('reads the Spanish SEO entries and banners', async () => {
    const data = await fetchCommon(service([]));
    expect(data.seo.metaSeotitle).toBe(
      'Soporte del servicio inalámbrico: servicio, dispositivos y facturación',
    );
    expect(data.seo.linkRelCanonical).toBe('/es/wireless');
    expect(data.banners['wirelessSmbBanner1']?.title).toBe('Mantenimiento programado');
    expect(data.fallbacks).toBeUndefined();
  });

  it('shows the English banner for a key the Spanish feed has none for, never the English SEO', async () => {
    const restore = setLogSink(() => undefined);
    try {
      const data = await fetchCommon(service(['wirelessConsumerBanner1'], false));
      expect(data.banners['wirelessConsumerBanner1']?.title).toBe('New: manage eSIM online');
      expect(data.banners['wirelessSmbBanner1']?.title).toBe('Mantenimiento programado');
      expect(data.fallbacks).toEqual(['wirelessConsumerBanner1']);
      // The page then uses the product's own Spanish title (src/domain/page-meta.ts).
      expect(data.seo).toEqual({});
    } finally {
      restore();
    }
  });
});
