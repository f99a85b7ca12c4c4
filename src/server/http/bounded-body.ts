/**
 * Reading a request body with a limit, so no caller can make the server hold more than the
 * route needs: a declared `Content-Length` over the limit is refused before a byte is read, and
 * a streamed body is refused as soon as it passes the limit (the rest is never read).
 */

/** The relays carry the browser's API calls: their real bodies are a few hundred bytes. */
export const RELAY_BODY_LIMIT = 1_000_000;
/** A publish names tags and paths. */
export const PUBLISH_BODY_LIMIT = 64 * 1024;

export type BoundedBody =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'incomplete' };

export async function readBoundedBody(request: Request, limit: number): Promise<BoundedBody> {
  if (declaresTooLarge(request, limit)) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
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
export function declaresTooLarge(request: Request, limit: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && Number(declared) > limit;
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

/** The answer to a body over the limit; the connection closes so the rest is not sent. */
export function tooLarge(limit: number): Response {
  return new Response(JSON.stringify({ error: `Request body over ${limit} bytes` }), {
    status: 413,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
      connection: 'close',
    },
  });
}
