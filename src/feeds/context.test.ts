import { describe, expect, it } from 'vitest';
import { createFeedContext } from './context.ts';
import { fetchFlags } from './flags.ts';
import type { Fetch } from './http.ts';
import { fetchSupportContent } from './support-content.ts';

describe('request details', () => {
  it('sends orcAuth and ctnSubscriberNumber to content calls, not to API calls', async () => {
    const urls: string[] = [];
    const record: Fetch = async (url) => {
      urls.push(String(url));
      return new Response('{}');
    };
    const ctx = createFeedContext({
      upstreams: { api: 'http://api.test', cms: 'http://cms.test/base' },
      forward: {},
      orcAuth: 'tok',
      fetchImpl: record,
    });
    await fetchSupportContent(ctx, '5551234567');
    await fetchFlags(ctx);
    expect(urls[0]).toBe(
      'http://cms.test/base/cms-feed/wireless-support.json?ctnSubscriberNumber=5551234567&orcAuth=tok',
    );
    expect(urls.slice(1).sort()).toEqual([
      'http://api.test/msapi/ixp-allocation-manager-service/v1/allocations?team=idp-support-optimization',
      'http://api.test/msapi/ixp-allocation-manager-service/v1/allocations?team=idp-web-support',
    ]);
  });
});
