/**
 * Astro writes into every page's policy the hashes of every inline script and style the build
 * made, for all pages: about 1.3 KB of header on a page that uses a few of them. A landing page
 * that fits in the first round trip of a connection paints a round trip sooner, so each page's
 * policy keeps only the hashes of the inline scripts and styles that page carries (and those
 * of documents it writes itself, such as the printable transcript's frame).
 */
import { createHash } from 'node:crypto';
import { PRINT_STYLE } from '../../video/model/print.ts';

/** The CSP source for an inline script's or style's exact text (what the browser hashes). */
export function inlineScriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Styles of documents a page writes itself, which its own HTML does not carry. */
export const SELF_WRITTEN_STYLE_HASHES: readonly `sha256-${string}`[] = [
  // The video widget's printable transcript: a frame that inherits the page's policy.
  inlineScriptHash(PRINT_STYLE),
];

/** Inline `<script>` and `<style>` elements (no `src`): their exact text is what is hashed. */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

/** The sha256 sources of the inline scripts and styles in a page's HTML. */
export function inlineHashesOf(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, name, attributes = '', text = ''] of html.matchAll(INLINE_ELEMENT)) {
    if (name?.toLowerCase() === 'script' && HAS_SRC.test(attributes)) continue;
    hashes.add(inlineScriptHash(text));
  }
  return hashes;
}

/**
 * The policy with every hash source removed that names nothing in `html` and is not in
 * `alwaysKept`. Other sources and directives are kept as they are, in their order.
 */
export function keepPageHashes(
  policy: string,
  html: string,
  alwaysKept: readonly string[] = SELF_WRITTEN_STYLE_HASHES,
): string {
  const present = inlineHashesOf(html);
  for (const hash of alwaysKept) present.add(hash);
  return policy
    .split(';')
    .map((directive) =>
      directive
        .split(' ')
        .filter((token) => !HASH_SOURCE.test(token) || present.has(token.slice(1, -1)))
        .join(' '),
    )
    .join(';');
}

/** An HTML response whose policy keeps only its own hashes; the body is read and sent as read. */
export async function withPageHashesOnly(response: Response): Promise<Response> {
  const policy = response.headers.get('content-security-policy');
  if (!policy || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', keepPageHashes(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
