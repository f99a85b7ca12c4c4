import fc from 'fast-check';
import { envelopedJson, sandboxEntry, feedContext, answering } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { type FeedContext } from './context.ts';
import { UpstreamStatusError } from './errors.ts';
import type { Fetch } from './http.ts';
import {
  fetchKnowledgeContent,
  fetchTagSet,
  fetchTopicKnowledge,
  normaliseContent,
  normaliseTagSet,
} from './knowledge.ts';

const clients = [
  {
    name: 'knowledge tag-set',
    call: (ctx: FeedContext): Promise<unknown> => fetchTagSet(ctx, 'topic_wireless0', 'wireless'),
    body: sandboxEntry('knowledge-tagsets', 'topic_wireless0'),
    expectData: (data: unknown) =>
      expect(data).toMatchObject({
        publishedId: 'KM1400000',
        children: expect.arrayContaining([
          expect.objectContaining({ displayTagName: 'Device help' }),
        ]),
      }),
    expectEmpty: (data: unknown) => expect(data).toMatchObject({ children: [] }),
  },
  {
    name: 'knowledge contents',
    call: (ctx: FeedContext): Promise<unknown> => fetchKnowledgeContent(ctx, 'KM1400000'),
    body: sandboxEntry('knowledge-contents', 'KM1400000'),
    expectData: (data: unknown) =>
      expect(data).toMatchObject({
        contentTypeProperties: { wfunauthname: 'Wireless troubleshooter' },
      }),
    expectEmpty: (data: unknown) => expect(data).toMatchObject({}),
  },
];

describe.each(clients)('$name client', (client) => {
  it('turns a realistic body into typed data', async () => {
    client.expectData(await client.call(answering(200, JSON.stringify(client.body))));
  });

  it('rejects a 500', async () => {
    const error = await client.call(answering(500, '{}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('turns an empty body into empty data', async () => {
    client.expectEmpty(await client.call(answering(200, '')));
  });
});

describe('request details', () => {
  it('asks knowledge for the tag-set, then the popular solutions it names', async () => {
    const urls: string[] = [];
    const fetchImpl: Fetch = async (url) => {
      urls.push(String(url));
      return new Response(
        JSON.stringify(
          String(url).includes('enhancedTagsets')
            ? sandboxEntry('knowledge-tagsets', 'topic_wireless3')
            : sandboxEntry('knowledge-contents', 'KM1400003'),
        ),
      );
    };
    const result = await fetchTopicKnowledge(
      feedContext(fetchImpl),
      'topic_wireless3',
      'smb-wireless',
    );
    expect(urls).toEqual([
      'http://api.test/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/topic_wireless3?app-id=idp-support-wireless&enhanced-service=smb-wireless',
      'http://api.test/msapi/knowledgemanagementms/v1/contents/KM1400003',
    ]);
    expect(result.popular.contentTypeProperties?.wfunauthname).toBe(
      'Business wireless troubleshooter',
    );
  });
});

const isText = (value: unknown) => value === undefined || typeof value === 'string';

describe.each([
  [
    'tag-set',
    normaliseTagSet,
    (out: unknown) =>
      Array.isArray((out as { children: unknown }).children) &&
      isText((out as { publishedId: unknown }).publishedId),
  ],
  [
    'knowledge content',
    normaliseContent,
    (out: unknown) => typeof out === 'object' && out !== null,
  ],
] as const)('%s normaliser', (_name, normalise, wellTyped) => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        const out = normalise(raw);
        expect(wellTyped(out)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
