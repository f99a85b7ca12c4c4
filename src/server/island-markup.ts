/**
 * What the middleware does to the islands of every HTML page, rendered or pre-rendered, before it
 * is cached or written: the `uid` taken out (island-uids.ts), the JSON attributes single-quoted
 * (island-json-quotes.ts) and, but in development, where Astro's toolbar reads Astro's own markup,
 * the component's name taken out of `opts` (island-opts.ts) and a default export left unsaid
 * (island-export.ts). None changes what the page does.
 */
import { islandDefaultExportUnsaid } from './island-export.ts';
import { islandJsonSingleQuoted } from './island-json-quotes.ts';
import { islandOptsWithoutName } from './island-opts.ts';
import { islandUidsRemoved } from './island-uids.ts';

export function compactIslands(html: string, { development = false } = {}): string {
  const quoted = islandJsonSingleQuoted(islandUidsRemoved(html));
  return development ? quoted : islandDefaultExportUnsaid(islandOptsWithoutName(quoted));
}

/**
 * An HTML response with its islands compacted; other responses pass through unread. A length
 * the render declared is the new body's: left as it was, it would promise more bytes than come,
 * and a client reading the page uncompressed would wait for them until the connection's time-out.
 */
export async function withCompactIslands(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) {
    return response;
  }
  const html = compactIslands(await response.text(), { development: import.meta.env.DEV });
  const headers = new Headers(response.headers);
  if (headers.has('content-length')) {
    headers.set('content-length', String(new TextEncoder().encode(html).byteLength));
  }
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
