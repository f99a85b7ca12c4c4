import { describe, expect, it } from 'vitest';
import { readBoundedBody, tooLarge } from './bounded-body.ts';
import { countingBody } from '../../../tests/support/counting-body.ts';

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/x', {
    method: 'POST',
    body,
    headers,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);

describe('readBoundedBody', () => {
  it('reads a body within the limit whole', async () => {
    const result = await readBoundedBody(post('{"tags":["feed:content"]}'), 1024);
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('{"tags":["feed:content"]}');
  });

  it('refuses a declared length over the limit without reading a byte', async () => {
    const body = countingBody(2_000_000);
    const result = await readBoundedBody(
      post(body.stream, { 'content-length': '2000000' }),
      65_536,
    );
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading a streamed 2 MB body as soon as it passes the limit', async () => {
    const body = countingBody(2_000_000);
    const result = await readBoundedBody(post(body.stream), 1_000_000);
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    // At most the limit plus the chunks in flight, never the whole 2 MB.
    expect(body.pulled()).toBeLessThan(1_300_000);
  });

  it('a body that breaks off is incomplete', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('connection reset'));
      },
    });
    expect(await readBoundedBody(post(stream), 1024)).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('answers 413 and closes the connection', async () => {
    const response = tooLarge(65_536);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });
});
