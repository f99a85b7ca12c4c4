import fc from 'fast-check';
import {
  answering,
  envelopedJson,
  feedContext,
  sandboxEntry,
  spanishFeedContext,
  spanishSandboxContent,
} from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { fetchContactUs, normaliseContactUs } from './contact-us.ts';
import { UpstreamStatusError } from './errors.ts';
import type { Fetch } from './http.ts';

describe('contact us client', () => {
  it('turns a realistic body into typed data', async () => {
    const body = JSON.stringify(sandboxEntry('contact-us', 'smb'));
    expect(await fetchContactUs(answering(200, body), 'smb-wireless', true)).toMatchObject({
      title: 'Contact business support',
      options: [expect.objectContaining({ title: 'Call business support' })],
    });
  });

  it('rejects a 500', async () => {
    const error = await fetchContactUs(answering(500, '{}'), 'smb-wireless', true).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('turns an empty body into empty data', async () => {
    expect(await fetchContactUs(answering(200, ''), 'smb-wireless', true)).toMatchObject({
      options: [],
    });
  });
});

describe('request details', () => {
  it('uses the consumer contact-us path, raw mode, and skips services without a mapping', async () => {
    const urls: string[] = [];
    const fetchImpl: Fetch = async (url) => {
      urls.push(String(url));
      return new Response('{}');
    };
    await fetchContactUs(feedContext(fetchImpl), 'wireless', false);
    await fetchContactUs(feedContext(fetchImpl), 'smb-email-support', true);
    expect(urls).toEqual([
      'http://api.test/msapi/idp-content-orchestration/v1/idpcms/support/contactus/wireless?mode=raw',
    ]);
  });
});

describe('contact us normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        expect(Array.isArray(normaliseContactUs(raw).options)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('contact us in Spanish', () => {
  const service = (answers: boolean) =>
    spanishFeedContext((_url, spanish) => {
      if (!spanish) return new Response(JSON.stringify(sandboxEntry('contact-us', 'consumer')));
      return answers
        ? new Response(JSON.stringify(spanishSandboxContent('contact-us', 'consumer')))
        : new Response('{}', { status: 404 });
    });

  it('asks in Spanish (locale=es-US) and shows the Spanish options', async () => {
    const { ctx, urls } = service(true);
    const data = await fetchContactUs(ctx, 'wireless', false);
    expect(data.options[0]?.description).toBe(
      'Chatee con un especialista en servicio inalámbrico.',
    );
    expect(data.lang).toBeUndefined();
    expect(urls).toContain(
      '/msapi/idp-content-orchestration/v1/idpcms/support/contactus/wireless?mode=raw&locale=es-US',
    );
  });

  it('shows the English answer, marked, when the Spanish service has none', async () => {
    const data = await fetchContactUs(service(false).ctx, 'wireless', false);
    expect(data.options[0]?.description).toBe('Chat with a wireless specialist.');
    expect(data.lang).toBe('en');
  });
});
