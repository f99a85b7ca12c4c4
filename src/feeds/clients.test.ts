import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedContext, type FeedContext } from './context.ts';
import {
  AuthRedirectError,
  BadResponseError,
  MalformedBodyError,
  TimeoutError,
  UpstreamStatusError,
} from './errors.ts';
import type { Fetch } from './http.ts';
import { fetchCommon } from './common.ts';
import { fetchSupportContent } from './support-content.ts';
import { fetchActiveWirelessOutage, fetchNationalOutage, fetchWirelessOutage } from './outage.ts';
import { fetchFlags } from './flags.ts';
import { fetchKnowledgeContent, fetchTagSet, fetchTopicKnowledge } from './knowledge.ts';
import { fetchContactUs } from './contact-us.ts';
import { fetchSupportCommon, fetchSupportIndex, fetchSupportTopic } from './support-topics.ts';
import { fetchTopSolutions, searchKnowledge } from './kmservices.ts';
import { fetchRecommendations } from './recommendations.ts';
import { loadFeed } from './load.ts';
import { setLogSink } from '../node/log.ts';

afterEach(() => vi.useRealTimers());

const content = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../sandbox/content/${name}.json`, import.meta.url), 'utf8'));
const entry = (name: string, key: string) => (content(name) as Record<string, unknown>)[key];

interface ClientCase {
  name: string;
  call: (ctx: FeedContext) => Promise<unknown>;
  /** A realistic upstream body for the success case. */
  body: unknown;
  /** Content feeds turn 400+ into 'Bad response from server'. */
  contentFeed: boolean;
  /** Checks the typed result of the success case. */
  expectData: (data: unknown) => void;
  /** Checks the result of an empty body. */
  expectEmpty: (data: unknown) => void;
}

const articles = { results: content('knowledge-articles') };

const clients: ClientCase[] = [
  {
    name: 'support content',
    call: (ctx) => fetchSupportContent(ctx, '5551234567'),
    body: content('wireless-support'),
    contentFeed: true,
    expectData: (data) =>
      expect(data).toMatchObject({
        common: { heading: 'Wireless support' },
        topSolutions: { title: 'Top solutions' },
      }),
    expectEmpty: (data) => expect(data).toEqual({ socialMediaLinks: [] }),
  },
  {
    name: 'common',
    call: fetchCommon,
    body: content('wireless-common'),
    contentFeed: true,
    expectData: (data) =>
      expect(data).toMatchObject({
        seo: { metaSeotitle: expect.any(String) },
        banners: { wirelessConsumerBanner1: { type: 'info' } },
      }),
    expectEmpty: (data) => expect(data).toEqual({ seo: {}, smallBusinessSeo: {}, banners: {} }),
  },
  {
    name: 'wireless outage',
    call: fetchWirelessOutage,
    body: {
      'cms-feed': {
        components: {
          alertContentData: {
            WirelessOutageNotifications: [{ AlertDescription: [{ AlertCode: 'WLS_Outage' }] }],
          },
          allOutages: { content: { outage: [{ title: 'Down' }] } },
        },
      },
    },
    contentFeed: true,
    expectData: (data) =>
      expect(data).toMatchObject({
        status: 1,
        alertCode: 'WLS_Outage',
        banners: [{ title: 'Down' }],
      }),
    expectEmpty: (data) => expect(data).toEqual({ status: 2, banners: [] }),
  },
  {
    name: 'active wireless outage',
    call: (ctx) => fetchActiveWirelessOutage(ctx, { cacheFlag: true }),
    body: {
      alertContentData: {
        WirelessOutageNotifications: [{ AlertDescription: [{ AlertCode: 'WLS_Maintenance' }] }],
      },
    },
    contentFeed: false,
    expectData: (data) => expect(data).toEqual({ status: 1, alertCode: 'WLS_Maintenance' }),
    expectEmpty: (data) => expect(data).toEqual({ status: 2 }),
  },
  {
    name: 'national outage',
    call: fetchNationalOutage,
    body: content('national-outage'),
    contentFeed: true,
    expectData: (data) => expect(data).toEqual({ status: 2, banners: [] }),
    expectEmpty: (data) => expect(data).toEqual({ status: 2, banners: [] }),
  },
  {
    name: 'flags',
    call: fetchFlags,
    body: {
      allocations: {
        'cfg-ixp-wireless-article-modal-enable': { value: 'true' },
        empty: { value: 'null' },
      },
    },
    contentFeed: false,
    expectData: (data) => expect(data).toEqual({ 'cfg-ixp-wireless-article-modal-enable': 'true' }),
    expectEmpty: (data) => expect(data).toEqual({}),
  },
  {
    name: 'knowledge tag-set',
    call: (ctx) => fetchTagSet(ctx, 'topic_wireless0', 'wireless'),
    body: entry('knowledge-tagsets', 'topic_wireless0'),
    contentFeed: false,
    expectData: (data) =>
      expect(data).toMatchObject({
        publishedId: 'KM1400000',
        children: expect.arrayContaining([
          expect.objectContaining({ displayTagName: 'Device help' }),
        ]),
      }),
    expectEmpty: (data) => expect(data).toMatchObject({ children: [] }),
  },
  {
    name: 'knowledge contents',
    call: (ctx) => fetchKnowledgeContent(ctx, 'KM1400000'),
    body: entry('knowledge-contents', 'KM1400000'),
    contentFeed: false,
    expectData: (data) =>
      expect(data).toMatchObject({
        contentTypeProperties: { wfunauthname: 'Wireless troubleshooter' },
      }),
    expectEmpty: (data) => expect(data).toMatchObject({}),
  },
  {
    name: 'contact us',
    call: (ctx) => fetchContactUs(ctx, 'smb-wireless', true),
    body: entry('contact-us', 'smb'),
    contentFeed: false,
    expectData: (data) =>
      expect(data).toMatchObject({
        title: 'Contact business support',
        options: [expect.objectContaining({ title: 'Call business support' })],
      }),
    expectEmpty: (data) => expect(data).toMatchObject({ options: [] }),
  },
  {
    name: 'support index',
    call: (ctx) => fetchSupportIndex(ctx, 'wireless'),
    body: { displayTagName: 'Wireless', description: 'Help' },
    contentFeed: false,
    expectData: (data) => expect(data).toEqual({ title: 'Wireless', description: 'Help' }),
    expectEmpty: (data) => expect(data).toEqual({}),
  },
  {
    name: 'support topic',
    call: (ctx) => fetchSupportTopic(ctx, 'wireless'),
    body: { resultBody: { title: 'Topic', description: 'About' } },
    contentFeed: false,
    expectData: (data) => expect(data).toEqual({ title: 'Topic', description: 'About' }),
    expectEmpty: (data) => expect(data).toEqual({}),
  },
  {
    name: 'support common',
    call: fetchSupportCommon,
    body: { resultBody: { title: 'Support', description: 'All' } },
    contentFeed: false,
    expectData: (data) => expect(data).toEqual({ title: 'Support', description: 'All' }),
    expectEmpty: (data) => expect(data).toEqual({}),
  },
  {
    name: 'kmservices search',
    call: (ctx) =>
      searchKnowledge(ctx, { description: 'unlock', tags: ['wireless'], region: 'US' }),
    body: articles,
    contentFeed: false,
    expectData: (data) =>
      expect(data).toEqual(
        expect.arrayContaining([expect.objectContaining({ title: 'Unlock your wireless phone' })]),
      ),
    expectEmpty: (data) => expect(data).toEqual([]),
  },
  {
    name: 'kmservices top solutions',
    call: (ctx) => fetchTopSolutions(ctx, { tags: ['wireless'], group: 'srvgroup_wireless' }),
    body: articles,
    contentFeed: false,
    expectData: (data) => expect((data as unknown[]).length).toBeGreaterThan(0),
    expectEmpty: (data) => expect(data).toEqual([]),
  },
  {
    name: 'recommendations',
    call: (ctx) => fetchRecommendations(ctx, 'PG2057', '12345'),
    body: articles,
    contentFeed: false,
    expectData: (data) => expect((data as unknown[]).length).toBeGreaterThan(0),
    expectEmpty: (data) => expect(data).toEqual([]),
  },
];

function context(fetchImpl: Fetch, credentials = false): FeedContext {
  return createFeedContext({
    upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
    forward: credentials ? { authorization: 'Bearer visitor' } : {},
    fetchImpl,
  });
}

const respond =
  (status: number, body: string): Fetch =>
  async () =>
    new Response(status === 204 ? null : body, { status });

describe.each(clients)('$name client', (client) => {
  it('turns a realistic body into typed data', async () => {
    client.expectData(await client.call(context(respond(200, JSON.stringify(client.body)))));
  });

  it('gives up after the 5 s feed time-out with TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    const hang: Fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const pending = client.call(context(hang)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      id: 'TIMEOUT_ERROR',
      code: 999,
      message: 'Request timed out after 5000 milliseconds',
    });
  });

  it('rejects a 500', async () => {
    const error = await client.call(context(respond(500, '{}'))).catch((e: unknown) => e);
    if (client.contentFeed) {
      expect(error).toBeInstanceOf(BadResponseError);
      expect(error).toMatchObject({ message: 'Bad response from server', status: 500 });
    } else {
      expect(error).toBeInstanceOf(UpstreamStatusError);
    }
  });

  it.each([401, 309])(
    'asks for an auth redirect on %i when the visitor forwarded credentials',
    async (status) => {
      const error = await client
        .call(context(respond(status, '{}'), true))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthRedirectError);
      expect(error).toMatchObject({ status });
    },
  );

  it.each([401, 309])(
    'treats %i as an ordinary failure for an anonymous render',
    async (status) => {
      const error = await client.call(context(respond(status, '{}'))).catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(AuthRedirectError);
      expect(error).toBeInstanceOf(Error);
    },
  );

  it('rejects malformed JSON', async () => {
    await expect(client.call(context(respond(200, '{"cms-feed": [')))).rejects.toBeInstanceOf(
      MalformedBodyError,
    );
  });

  it('turns an empty body into empty data', async () => {
    client.expectEmpty(await client.call(context(respond(200, ''))));
  });

  it('fails soft through loadFeed: logged with the feed name, empty data', async () => {
    const lines: string[] = [];
    const restore = setLogSink((level, source, message) =>
      lines.push(`${level} ${source} ${message}`),
    );
    try {
      const result = await loadFeed(client.name, 'EMPTY', () =>
        client.call(context(respond(503, ''))),
      );
      expect(result).toEqual({ data: 'EMPTY', ok: false });
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^error feed:${client.name} `))]);
    } finally {
      restore();
    }
  });
});

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

  it('asks knowledge for the tag-set, then the popular solutions it names', async () => {
    const urls: string[] = [];
    const fetchImpl: Fetch = async (url) => {
      urls.push(String(url));
      return new Response(
        JSON.stringify(
          String(url).includes('enhancedTagsets')
            ? entry('knowledge-tagsets', 'topic_wireless3')
            : entry('knowledge-contents', 'KM1400003'),
        ),
      );
    };
    const result = await fetchTopicKnowledge(context(fetchImpl), 'topic_wireless3', 'smb-wireless');
    expect(urls).toEqual([
      'http://api.test/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/topic_wireless3?app-id=idp-support-wireless&enhanced-service=smb-wireless',
      'http://api.test/msapi/knowledgemanagementms/v1/contents/KM1400003',
    ]);
    expect(result.popular.contentTypeProperties?.wfunauthname).toBe(
      'Business wireless troubleshooter',
    );
  });

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

  it('searches with the four content types, description, tags and region', async () => {
    let seen = '';
    const fetchImpl: Fetch = async (url) => {
      seen = String(url);
      return new Response('{"results":[]}');
    };
    await searchKnowledge(context(fetchImpl), {
      description: 'no service',
      tags: ['wireless'],
      region: 'US',
    });
    const url = new URL(seen);
    expect(url.pathname).toBe('/kmservices/v2/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      contentTypes: 'instruct,parent-instruct,breakfix,weblink',
      description: 'no service',
      tags: 'wireless',
      region: 'US',
    });
  });
});
