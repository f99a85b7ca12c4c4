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
  fetchSupportCommon,
  fetchSupportTopic,
  normaliseSupportCommon,
  normaliseSupportTopic,
  SUPPORT_PATH,
} from './support-topic.ts';

/** The sandbox's support content by path (`wireless/topic`, `common`); missing entries 404. */
const sandboxUpstream =
  (answer: (key: string) => unknown = (key) => sandboxEntry('support', key)): Fetch =>
  async (url) => {
    const key = new URL(String(url)).pathname.slice(SUPPORT_PATH.length + 1);
    const body = answer(key);
    return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
  };

describe('the support topic', () => {
  it.each([
    [
      { displayTagName: 'Wireless', description: 'Help' },
      { title: 'Wireless', description: 'Help' },
    ],
    [
      { resultBody: { title: 'Wireless', description: 'Help' } },
      { title: 'Wireless', description: 'Help' },
    ],
    [{ displayTagName: 'Wireless' }, { title: 'Wireless' }],
    [{ description: 'No title' }, {}],
    [{ displayTagName: 'null', description: 'x' }, {}],
    [undefined, {}],
  ])('%j reads as %j', (raw, expected) => {
    expect(normaliseSupportTopic(raw)).toEqual(expected);
  });

  it('asks /{service name}/topic and /index; shows the topic', async () => {
    const urls: string[] = [];
    const upstream = sandboxUpstream();
    const topic = await fetchSupportTopic(
      feedContext(async (url, init) => {
        urls.push(String(url));
        return upstream(url, init);
      }),
      SERVICES['smb-internet-air'],
    );
    expect(topic).toEqual({
      title: 'Internet Air support',
      description: 'Set up and fix your business internet.',
    });
    expect(urls.sort()).toEqual([
      `http://api.test${SUPPORT_PATH}/smb-internet-air/index`,
      `http://api.test${SUPPORT_PATH}/smb-internet-air/topic`,
    ]);
  });

  it('takes the index when the topic says nothing', async () => {
    const upstream = sandboxUpstream((key) =>
      key === 'wireless/topic' ? {} : sandboxEntry('support', key),
    );
    expect(await fetchSupportTopic(feedContext(upstream), SERVICES.wireless)).toEqual({
      title: 'Wireless',
      description: 'Wireless help',
    });
  });

  it('fails (for the page to count) when a call fails', async () => {
    const error = await fetchSupportTopic(answering(500, '{}'), SERVICES.wireless).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('is empty for an empty body', async () => {
    expect(await fetchSupportTopic(answering(200, ''), SERVICES.wireless)).toEqual({});
  });
});

describe('the support common content', () => {
  it('reads its labels, leaving out the empty ones', () => {
    expect(
      normaliseSupportCommon({
        resultBody: { labels: { browseTopicsLabel: 'Topics', backCTA: '', other: 'x' } },
      }),
    ).toEqual({ labels: { browseTopicsLabel: 'Topics' } });
  });

  it('asks …/support/support/common', async () => {
    const urls: string[] = [];
    const upstream = sandboxUpstream();
    const common = await fetchSupportCommon(
      feedContext(async (url, init) => {
        urls.push(String(url));
        return upstream(url, init);
      }),
    );
    expect(urls).toEqual([`http://api.test${SUPPORT_PATH}/common`]);
    expect(common.labels.browseTopicsLabel).toBe('Browse topics');
  });

  it('rejects a 500, and is empty for an empty body', async () => {
    expect(await fetchSupportCommon(answering(500, '{}')).catch((e: unknown) => e)).toBeInstanceOf(
      UpstreamStatusError,
    );
    expect(await fetchSupportCommon(answering(200, ''))).toEqual({ labels: {} });
  });

  it.each([
    ['topic', (raw: unknown) => typeof normaliseSupportTopic(raw) === 'object'],
    ['common', (raw: unknown) => typeof normaliseSupportCommon(raw).labels === 'object'],
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
  const upstream = (untranslated = false) =>
    spanishFeedContext((url, spanish) => {
      const key = url.pathname.slice(SUPPORT_PATH.length + 1);
      const body = spanish
        ? untranslated
          ? undefined
          : spanishSandboxContent('support', key)
        : sandboxEntry('support', key);
      return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
    });

  let lines: string[];
  let restore: () => void;
  beforeEach(() => ({ lines, restore } = captureFallbackLines()));
  afterEach(() => restore());

  it('asks with locale=es-US and shows the Spanish topic and labels', async () => {
    const { ctx, urls } = upstream();
    expect(await fetchSupportTopic(ctx, SERVICES.wireless)).toEqual({
      title: 'Soporte inalámbrico',
      description: 'Teléfonos, planes, cobertura y su cuenta, tema por tema.',
    });
    expect((await fetchSupportCommon(ctx)).labels.browseTopicsLabel).toBe('Explorar temas');
    expect(urls).toContain(`${SUPPORT_PATH}/wireless/topic?locale=es-US`);
    expect(lines).toEqual([]);
  });

  it('shows the English answers, marked en, when Spanish has none, and logs each once', async () => {
    const { ctx } = upstream(true);
    expect(await fetchSupportTopic(ctx, SERVICES.wireless)).toEqual({
      title: 'Wireless support',
      description: 'Phones, plans, coverage and your account, topic by topic.',
      lang: 'en',
    });
    expect((await fetchSupportCommon(ctx)).lang).toBe('en');
    await fetchSupportCommon(ctx);
    expect(lines).toEqual([
      "knowledge has no 'support topic wireless' in es; the English block is shown",
      "knowledge has no 'support common' in es; the English block is shown",
    ]);
  });
});
