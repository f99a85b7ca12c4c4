import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answering,
  captureFallbackLines,
  envelopedJson,
  feedContext,
  sandboxEntry,
  spanishFeedContext,
  spanishSandboxContent,
} from '../../tests/support/feeds.ts';
import { SERVICES } from '../domain/services.ts';
import { UpstreamStatusError } from './errors.ts';
import type { Fetch } from './http.ts';
import {
  bannerSetNames,
  fetchKnowledgeBanners,
  fetchKnowledgeTopSolutions,
  KNOWLEDGE_SOLUTIONS_MAX,
  normaliseBanners,
  normaliseSolutions,
  topSolutionsQuery,
} from './knowledge-top-solutions.ts';

const solutions = (topic: string) => ({ results: sandboxEntry('knowledge-top-solutions', topic) });
const banner = (setName: string) => ({ results: [sandboxEntry('knowledge-banners', setName)] });

describe('the top-solutions and banner queries', () => {
  it.each([
    [SERVICES.wireless, 'topic_wireless0,srvgroup_wireless'],
    [SERVICES['smb-wireless'], 'topic_wireless3,srvgroup_smbwireless'],
    [SERVICES['smb-internet-air'], 'topic_internet4,srvgroup_smbuverseinternet'],
  ])('top solutions of $name: tags are its topic and its group', (service, tags) => {
    expect(topSolutionsQuery(service)).toEqual({ tags });
  });

  it.each([
    [SERVICES.wireless, ['srvgroup_wireless', 'US']],
    [SERVICES['smb-wireless'], ['srvgroup_smbwireless', 'US']],
    [SERVICES['smb-internet-air'], ['srvgroup_smbuverseinternet', 'srvgroup_smbwireless', 'US']],
  ])(
    'banners of $name: its group, its customer type’s wireless group, the national region',
    (service, names) => {
      expect(bannerSetNames(service)).toEqual(names);
    },
  );

  it('asks the API upstream, without a language on an English page', async () => {
    const urls: string[] = [];
    const fetchImpl: Fetch = async (url) => {
      urls.push(String(url));
      return Response.json({ results: [] });
    };
    await fetchKnowledgeTopSolutions(feedContext(fetchImpl), SERVICES.wireless);
    await fetchKnowledgeBanners(feedContext(fetchImpl), SERVICES['smb-wireless']);
    expect(urls).toEqual([
      'http://api.test/kmservices/v2/topsolutions?tags=topic_wireless0%2Csrvgroup_wireless',
      'http://api.test/kmservices/v2/topsolutions?setNames=srvgroup_smbwireless%2CUS',
    ]);
  });
});

describe.each([
  {
    name: 'knowledge top solutions',
    call: (ctx: Parameters<typeof fetchKnowledgeTopSolutions>[0]) =>
      fetchKnowledgeTopSolutions(ctx, SERVICES.wireless),
    body: solutions('topic_wireless0'),
    expectData: (data: unknown) =>
      expect(data).toEqual({
        solutions: [
          expect.objectContaining({ title: 'Check your data usage' }),
          expect.objectContaining({ title: 'Fix dropped calls' }),
        ],
      }),
    empty: { solutions: [] },
  },
  {
    name: 'knowledge banners',
    call: (ctx: Parameters<typeof fetchKnowledgeBanners>[0]) =>
      fetchKnowledgeBanners(ctx, SERVICES.wireless),
    body: banner('srvgroup_wireless'),
    expectData: (data: unknown) =>
      expect(data).toEqual({
        banners: [
          {
            id: 'KB2001',
            kind: 'info',
            title: 'eSIM help',
            text: 'Moving to a new phone? Transfer your eSIM in a few steps.',
            linkText: 'Transfer an eSIM',
            linkUrl: '/support/article/wireless/KM1015555',
          },
        ],
      }),
    empty: { banners: [] },
  },
])('$name client', (client) => {
  it('turns the sandbox body into typed data', async () => {
    client.expectData(await client.call(answering(200, JSON.stringify(client.body))));
  });

  it('rejects a 500 (the page then shows nothing of it and counts the feed failed)', async () => {
    const error = await client.call(answering(500, '{}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('turns an empty body into empty data', async () => {
    expect(await client.call(answering(200, ''))).toEqual(client.empty);
  });
});

describe('normalising', () => {
  it('drops solutions without a title or a safe link, reads resultBody.results, keeps at most the limit', () => {
    const many = Array.from({ length: KNOWLEDGE_SOLUTIONS_MAX + 2 }, (_, index) => ({
      title: `Solution ${index}`,
      url: `/support/article/wireless/KM${index}`,
    }));
    expect(
      normaliseSolutions({
        resultBody: {
          results: [
            { title: 'No link' },
            { url: '/support/article/wireless/KM1' },
            { title: 'Unsafe', url: 'javascript:alert(1)' },
            { title: 'null', url: '/x' },
            ...many,
          ],
        },
      }).map((solution) => solution.title),
    ).toEqual(many.slice(0, KNOWLEDGE_SOLUTIONS_MAX).map((solution) => solution.title));
  });

  it.each([
    [
      { text: 'Hello', kind: 'warning' },
      { id: 'banner-1', kind: 'warning', text: 'Hello' },
    ],
    [
      { text: 'Hello', kind: 'shouting', id: 'B1' },
      { id: 'B1', kind: 'info', text: 'Hello' },
    ],
    [{ title: 'No text' }, undefined],
    [
      { text: 'Hi', linkText: 'Go', linkUrl: 'javascript:alert(1)' },
      { id: 'banner-1', kind: 'info', text: 'Hi', linkText: 'Go', linkUrl: undefined },
    ],
  ])('banner %j becomes %j', (raw, expected) => {
    const [first] = normaliseBanners({ results: [raw] });
    if (expected === undefined) expect(first).toBeUndefined();
    else expect(first).toMatchObject(expected);
  });

  it.each([
    ['solutions', (raw: unknown) => Array.isArray(normaliseSolutions(raw))],
    ['banners', (raw: unknown) => Array.isArray(normaliseBanners(raw))],
  ])('%s: typed data for any JSON, never throws', (_name, wellTyped) => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        expect(wellTyped(raw)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('in Spanish', () => {
  /** Knowledge answering each language; `untranslated` answers nothing in Spanish. */
  const upstream = (untranslated = false) =>
    spanishFeedContext((url, spanish) => {
      const bannerCall = url.searchParams.has('setNames');
      const file = bannerCall ? 'knowledge-banners' : 'knowledge-top-solutions';
      const key = bannerCall ? 'srvgroup_wireless' : 'topic_wireless0';
      if (spanish && untranslated) return Response.json({ results: [] });
      const entry = spanish ? spanishSandboxContent(file, key) : sandboxEntry(file, key);
      return Response.json({ results: bannerCall ? [entry] : entry });
    });

  let lines: string[];
  let restore: () => void;
  beforeEach(() => ({ lines, restore } = captureFallbackLines()));
  afterEach(() => restore());

  it('asks with locale=es-US and shows the Spanish answers, unmarked', async () => {
    const { ctx, urls } = upstream();
    const top = await fetchKnowledgeTopSolutions(ctx, SERVICES.wireless);
    const banners = await fetchKnowledgeBanners(ctx, SERVICES.wireless);
    expect(top).toEqual({
      solutions: [
        expect.objectContaining({ title: 'Consultar su uso de datos' }),
        expect.anything(),
      ],
    });
    expect(banners.banners[0]?.title).toBe('Ayuda con eSIM');
    expect(banners.lang).toBeUndefined();
    expect(urls).toContain(
      '/kmservices/v2/topsolutions?tags=topic_wireless0%2Csrvgroup_wireless&locale=es-US',
    );
    expect(lines).toEqual([]);
  });

  it('shows the English answers, marked en, when the Spanish ones are empty, and logs each once', async () => {
    const { ctx } = upstream(true);
    const top = await fetchKnowledgeTopSolutions(ctx, SERVICES.wireless);
    await fetchKnowledgeTopSolutions(ctx, SERVICES.wireless);
    const banners = await fetchKnowledgeBanners(ctx, SERVICES.wireless);
    expect(top.lang).toBe('en');
    expect(top.solutions[0]?.title).toBe('Check your data usage');
    expect(banners).toMatchObject({ lang: 'en', banners: [{ title: 'eSIM help' }] });
    expect(lines).toEqual([
      "knowledge has no 'top solutions topic_wireless0' in es; the English block is shown",
      "knowledge has no 'banners srvgroup_wireless,US' in es; the English block is shown",
    ]);
  });
});
