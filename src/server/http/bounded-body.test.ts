import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CLOSE_CONNECTION, readBoundedBody, tooLarge, type BoundedBody } from './bounded-body.ts';
import { sendRaw } from '../../../tests/support/raw-http.ts';
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

describe("readBoundedBody of a node:http request (the servers' own routes, the sandbox)", () => {
  /** A server that reads each body within `limit` and answers 413 (closing) past it. */
  async function withServer(
    limit: number,
    run: (port: number, seen: BoundedBody[]) => Promise<void>,
  ) {
    const seen: BoundedBody[] = [];
    const server = http.createServer((req, res) => {
      void readBoundedBody(req, limit).then((body) => {
        seen.push(body);
        if (body.ok) res.writeHead(200).end(String(body.bytes.byteLength));
        else res.writeHead(413, { ...CLOSE_CONNECTION }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run((server.address() as AddressInfo).port, seen);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('reads a body within the limit whole, and an empty one', () =>
    withServer(1024, async (port, seen) => {
      const post = (body: string) =>
        fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body }).then((r) => r.text());
      expect(await post('{"tags":["feed:content"]}')).toBe('25');
      expect(await post('')).toBe('0');
      expect(seen[0]?.ok && new TextDecoder().decode(seen[0].bytes)).toBe(
        '{"tags":["feed:content"]}',
      );
    }));

  it('refuses a declared length over the limit before reading, and the 413 reaches the client', () =>
    withServer(1024, async (port, seen) => {
      const reply = await sendRaw(
        port,
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n' + 'x'.repeat(4096),
      );
      expect(reply.status).toBe(413);
      expect(seen).toEqual([{ ok: false, reason: 'too-large' }]);
    }));

  it('stops reading a streamed body past the limit, and the 413 reaches the client', () =>
    withServer(1024, async (port, seen) => {
      const chunk = `${(4096).toString(16)}\r\n${'x'.repeat(4096)}\r\n`;
      const reply = await sendRaw(
        port,
        `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`,
      );
      expect(reply.status).toBe(413);
      expect(reply.headers['connection']).toBe('close');
      expect(seen).toEqual([{ ok: false, reason: 'too-large' }]);
    }));
});
