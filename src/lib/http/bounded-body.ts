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
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, reason: 'too-large' };
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
