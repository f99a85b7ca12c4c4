import { describe, expect, it } from 'vitest';
import { createFeedContext } from './context.ts';
import { fetchCommon } from './common.ts';
import { fetchFlags } from './flags.ts';
import type { Fetch } from './http.ts';
import { fetchSupportContent } from './support-content.ts';

function recording() {
  const urls: string[] = [];
  const fetchImpl: Fetch = async (url) => {
    urls.push(String(url));
    return new Response('{}');
  };
  return { urls, fetchImpl };
}

describe('request details', () => {
  it('asks the content service for drafts in a preview, and only content calls', async () => {
    const { urls, fetchImpl } = recording();
    const ctx = createFeedContext({
      upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
      forward: {},
      preview: true,
      fetchImpl,
    });
    await fetchSupportContent(ctx);
    await fetchFlags(ctx);
    expect(new URL(urls[0] ?? '').searchParams.get('preview')).toBe('true');
    for (const url of urls.slice(1)) expect(new URL(url).searchParams.has('preview')).toBe(false);
  });

  it('sends orcAuth, ctnSubscriberNumber and the language to content calls, not to API calls', async () => {
    const { urls, fetchImpl } = recording();
    const ctx = createFeedContext({
      upstreams: { api: 'http://api.test', cms: 'http://cms.test/base' },
      forward: {},
      orcAuth: 'tok',
      fetchImpl,
    });
    await fetchSupportContent(ctx, '5551234567');
    await fetchFlags(ctx);
    expect(urls[0]).toBe(
      'http://cms.test/base/cms-feed/wireless-support.json?ctnSubscriberNumber=5551234567&locale=en-US&orcAuth=tok',
    );
    expect(urls.slice(1).sort()).toEqual([
      'http://api.test/msapi/ixp-allocation-manager-service/v1/allocations?team=idp-support-optimization',
      'http://api.test/msapi/ixp-allocation-manager-service/v1/allocations?team=idp-web-support',
    ]);
  });

  it.each([
    ['en', ['locale=en-US']],
    // Another language's page also reads the English set, for the blocks its own lacks.
    ['es', ['locale=es-US', 'locale=en-US']],
  ] as const)('a page in %s asks the content service for %j', async (locale, asked) => {
    const { urls, fetchImpl } = recording();
    const ctx = createFeedContext({
      upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
      forward: {},
      fetchImpl,
      locale,
    });
    expect(ctx.locale).toBe(locale);
    for (const fetch of [fetchSupportContent, fetchCommon]) {
      urls.length = 0;
      await fetch(ctx);
      expect(urls.map((url) => new URL(url).search.slice(1)).sort()).toEqual([...asked].sort());
    }
    urls.length = 0;
    await fetchFlags(ctx);
    expect(urls.every((url) => !new URL(url).searchParams.has('locale'))).toBe(true);
  });
});
