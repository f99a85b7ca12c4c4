/**
 * Reading a request body with a limit, so no caller can make the server hold more than the
 * route needs: a declared `Content-Length` over the limit is refused before a byte is read, and
 * a streamed body is refused as soon as it passes the limit (the rest is never read). The one
 * body reader of every server: Astro's routes (a fetch Request) and the servers' own routes and
 * the sandbox (a node:http request).
 */
import type http from 'node:http';

/** The relays carry the browser's API calls: their real bodies are a few hundred bytes. */
export const RELAY_BODY_LIMIT = 1_000_000;
/** A publish names tags and paths. */
export const PUBLISH_BODY_LIMIT = 64 * 1024;

/** A body to read: a fetch Request, or a node:http request. */
export type BodySource = Request | http.IncomingMessage;

const isFetchRequest = (source: BodySource): source is Request =>
  typeof (source as Partial<Request>).arrayBuffer === 'function';

export type BoundedBody =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'incomplete' };

export async function readBoundedBody(source: BodySource, limit: number): Promise<BoundedBody> {
  if (declaresTooLarge(source, limit)) return { ok: false, reason: 'too-large' };
  if (isFetchRequest(source)) {
    if (!source.body) return { ok: true, bytes: new Uint8Array() };
    const reader = source.body.getReader();
    return collect(
      () => reader.read(),
      limit,
      () => reader.cancel().catch(() => undefined),
    );
  }
  const chunks = (source as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  // Past the limit a node:http request is left unread rather than destroyed: destroying it would
  // close the socket before the 413 is written. The 413 closes the connection (`connection:
  // close`), so the rest is never read.
  return collect(
    () => chunks.next(),
    limit,
    () => undefined,
  );
}

/** Reads chunks until the end, or until they pass `limit` (then `stop` is called). */
async function collect(
  next: () => Promise<{ done?: boolean; value?: Uint8Array | undefined }>,
  limit: number,
  stop: () => unknown,
): Promise<BoundedBody> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await next();
      if (done || !value) break;
      total += value.byteLength;
      if (total > limit) {
        await stop();
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    // The client stopped sending before the end of its body.
    return { ok: false, reason: 'incomplete' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Whether a request declares a body longer than `limit` (checked before a byte is read). */
export function declaresTooLarge(source: BodySource, limit: number): boolean {
  const declared = isFetchRequest(source)
    ? source.headers.get('content-length')
    : source.headers['content-length'];
  return declared !== null && declared !== undefined && Number(declared) > limit;
}

/**
 * A body passed on as a stream of at most `limit` bytes: past it the stream errors (and the
 * client's body is no longer read), and `exceeded()` tells the caller why its upstream call failed.
 */
export function limitBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let total = 0;
  let over = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) {
          over = true;
          controller.error(new Error(`request body over ${limit} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => over };
}

/** What a 413 says, in every server. */
export const tooLargeError = (limit: number): string => `Request body over ${limit} bytes`;

/** A 413 closes the connection, so the rest of the body is not sent (nor read). */
export const CLOSE_CONNECTION: Readonly<Record<string, string>> = { connection: 'close' };

/** The answer to a body over the limit; the connection closes so the rest is not sent. */
export function tooLarge(limit: number): Response {
  return new Response(JSON.stringify({ error: tooLargeError(limit) }), {
    status: 413,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
      ...CLOSE_CONNECTION,
    },
  });
}
