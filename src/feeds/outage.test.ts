import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { answering, envelopedJson, spanishFeedContext } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { createFeedContext, type FeedContext } from './context.ts';
import { BadResponseError, UpstreamStatusError } from './errors.ts';
import {
  fetchActiveWirelessOutage,
  fetchNationalOutage,
  fetchWirelessOutage,
  normaliseOutage,
} from './outage.ts';

const content = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../sandbox/content/${name}.json`, import.meta.url), 'utf8'));

interface ClientCase {
  name: string;
  call: (ctx: FeedContext) => Promise<unknown>;
  /** A realistic upstream body for the success case. */
  body: unknown;
  /** Content feeds turn 400+ into 'Bad response from server'. */
  contentFeed: boolean;
  expectData: (data: unknown) => void;
  expectEmpty: (data: unknown) => void;
}

const clients: ClientCase[] = [
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
];

describe.each(clients)('$name client', (client) => {
  it('turns a realistic body into typed data', async () => {
    client.expectData(await client.call(answering(200, JSON.stringify(client.body))));
  });

  it('rejects a 500', async () => {
    const error = await client.call(answering(500, '{}')).catch((e: unknown) => e);
    if (client.contentFeed) {
      expect(error).toBeInstanceOf(BadResponseError);
      expect(error).toMatchObject({ message: 'Bad response from server', status: 500 });
    } else {
      expect(error).toBeInstanceOf(UpstreamStatusError);
    }
  });

  it('turns an empty body into empty data', async () => {
    client.expectEmpty(await client.call(answering(200, '')));
  });
});

describe('outage normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        const out = normaliseOutage(raw);
        expect([0, 1, 2].includes(out.status) && Array.isArray(out.banners)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('outage banners in Spanish', () => {
  const feed = (banners: unknown[]) =>
    JSON.stringify({
      'cms-feed': {
        components: {
          alertContentData: {
            WirelessOutageNotifications: [{ AlertDescription: [{ AlertCode: 'WLS_Outage' }] }],
          },
          allOutages: { content: { outage: banners } },
        },
      },
    });
  const service = (spanish: number | unknown[]) =>
    spanishFeedContext((_url, inSpanish) => {
      if (!inSpanish) return new Response(feed([{ title: 'Service interruption' }]));
      return typeof spanish === 'number'
        ? new Response('{}', { status: spanish })
        : new Response(feed(spanish));
    });

  it('asks in Spanish and shows the Spanish banners, unmarked', async () => {
    const { ctx, urls } = service([{ title: 'Interrupción del servicio' }]);
    const data = await fetchWirelessOutage(ctx);
    expect(data.banners).toEqual([expect.objectContaining({ title: 'Interrupción del servicio' })]);
    expect(data.banners[0]).not.toHaveProperty('lang');
    expect(urls).toContain('/cms-feed/wireless-outage.json?locale=es-US');
  });

  it.each([
    ['has no banners', []],
    ['fails', 500],
  ])(
    'shows the English banners marked lang="en" when the Spanish feed %s, with the status',
    async (_name, spanish) => {
      const data = await fetchNationalOutage(service(spanish as never).ctx);
      expect(data.status).toBe(1);
      expect(data.banners).toEqual([
        expect.objectContaining({ title: 'Service interruption', lang: 'en' }),
      ]);
    },
  );

  it('asks an English page without a language, as it always did', async () => {
    const urls: string[] = [];
    await fetchWirelessOutage(
      createFeedContext({
        upstreams: { cms: 'http://cms.test' },
        forward: {},
        fetchImpl: async (input) => {
          urls.push(String(input));
          return new Response(feed([]));
        },
      }),
    );
    expect(urls).toEqual(['http://cms.test/cms-feed/wireless-outage.json']);
  });
});
