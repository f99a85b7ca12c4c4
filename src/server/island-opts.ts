/**
 * Astro writes each island's component name into its `opts` (`{"name":"PageAlerts","value":"idle"}`)
 * for its development toolbar; the island runtime hands `opts` to the directive, and the directives
 * (Astro's and client:replay) read only `value`. Production pages leave the name out: about 55 B
 * of brotli a landing page. Reads the JSON single-quoted (island-json-quotes.ts runs first).
 */

/** An island's start tag: `>` is always escaped inside its attribute values. */
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const OPTS_NAME = /(\sopts='\{)"name":"[^"\\]*",?/;

/** The page's HTML with each island's component name taken out of its `opts`. */
export function islandOptsWithoutName(html: string): string {
  return html.replace(ISLAND_TAG, (tag) => tag.replace(OPTS_NAME, '$1'));
}
