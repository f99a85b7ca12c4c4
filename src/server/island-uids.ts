/**
 * Astro marks each island with a `uid`: a hash of the component's absolute source path, its
 * HTML and its props. Nothing reads it (the island runtime, React's ids and the replay directive
 * go by `prefix`, `component-url` and `props`), yet its fourteen random strings cost a landing
 * page about 100 B of brotli, and because it hashes the checkout's path, two clones of one
 * commit served pages of different sizes (by up to 56 B), which a byte budget cannot hold.
 */

/** The attribute exactly as Astro writes it: first, right after the tag name. */
const ISLAND_UID = /<astro-island uid="[^"]*"/g;

/** The page's HTML with every island's `uid` attribute removed, and nothing else changed. */
export function islandUidsRemoved(html: string): string {
  return html.replace(ISLAND_UID, '<astro-island');
}
