import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  answering,
  captureFallbackLines,
  envelopedJson,
  feedContext,
  sandboxEntry,
  spanishFeedContext,
  spanishSandboxContent,
} from '../../tests/support/feeds.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedContext } from './context.ts';
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

describe('knowledge in Spanish', () => {
  /** A knowledge service answering each language, without the Spanish entries named. */
  const service = (untranslated: string[] = []) =>
    spanishFeedContext((url, spanish) => {
      const key = url.pathname.split('/').pop() ?? '';
      const file = url.pathname.includes('enhancedTagsets')
        ? 'knowledge-tagsets'
        : 'knowledge-contents';
      const body = spanish
        ? untranslated.includes(key)
          ? undefined
          : spanishSandboxContent(file, key)
        : sandboxEntry(file, key);
      return body === undefined
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify(body));
    });

  let lines: string[];
  let restore: () => void;
  beforeEach(() => ({ lines, restore } = captureFallbackLines()));
  afterEach(() => restore());

  it('asks in Spanish (locale=es-US) and shows Spanish topics and solutions', async () => {
    const { ctx, urls } = service();
    const data = await fetchTopicKnowledge(ctx, 'topic_wireless0', 'wireless');
    expect(data.tagSet.children.map((topic) => topic.displayTagName)).toContain(
      'Cuenta y facturación',
    );
    expect(data.popular.contentTypeProperties?.wfunauthname).toBe(
      'Asistente para resolver problemas del servicio inalámbrico',
    );
    expect(data.fallbacks).toBeUndefined();
    expect(urls.filter((url) => url.includes('locale=es-US'))).toEqual([
      '/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/topic_wireless0?app-id=idp-support-wireless&enhanced-service=wireless&locale=es-US',
      '/msapi/knowledgemanagementms/v1/contents/KM1400000?locale=es-US',
    ]);
    expect(lines).toEqual([]);
  });

  it('shows the English tag-set and article the Spanish service lacks, names them, and logs each once', async () => {
    const { ctx } = service(['topic_wireless3', 'KM1400003']);
    const data = await fetchTopicKnowledge(ctx, 'topic_wireless3', 'smb-wireless');
    await fetchTopicKnowledge(ctx, 'topic_wireless3', 'smb-wireless');
    expect(data.tagSet.children[0]?.displayTagName).toBe('Business devices');
    expect(data.popular.title).toBe('Popular business wireless solutions');
    expect(data.fallbacks).toEqual(['tagSet', 'popular']);
    expect(lines).toEqual([
      "knowledge has no 'tag-set topic_wireless3' in es; the English block is shown",
      "knowledge has no 'article KM1400003' in es; the English block is shown",
    ]);
  });

  it('keeps the Spanish tag-set when only its article is missing', async () => {
    const { ctx } = service(['KM1400004']);
    const data = await fetchTopicKnowledge(ctx, 'topic_internet4', 'smb-internet-air');
    expect(data.tagSet.children[0]?.displayTagName).toBe('Instalación');
    expect(data.fallbacks).toEqual(['popular']);
  });

  it('has a Spanish entry, translated, for every tag-set and article of the sandbox', () => {
    for (const file of ['knowledge-tagsets', 'knowledge-contents']) {
      const english = JSON.parse(
        readFileSync(new URL(`../../sandbox/content/${file}.json`, import.meta.url), 'utf8'),
      ) as Record<string, unknown>;
      for (const key of Object.keys(english)) {
        const spanish = spanishSandboxContent(file, key);
        expect(spanish, `${file} ${key}`).toBeDefined();
        expect(JSON.stringify(spanish)).not.toBe(JSON.stringify(english[key]));
      }
    }
  });
});

describe('knowledge on an English page', () => {
  it('asks without a language, as it always did', async () => {
    const urls: string[] = [];
    await fetchTopicKnowledge(
      feedContext(async (url) => {
        urls.push(String(url));
        return new Response(JSON.stringify(sandboxEntry('knowledge-tagsets', 'topic_wireless0')));
      }),
      'topic_wireless0',
      'wireless',
    );
    expect(urls.every((url) => !url.includes('locale'))).toBe(true);
  });
});
