/**
 * Surrogate keys for a shared cache in front of the fleet (Varnish's xkey, a CDN's cache tags):
 * a stored page carries its route and feed tags (the ones the route cache already holds) and its
 * path, so a publish purges exactly the pages that used what changed.
 */

/** The response header the shared cache indexes its objects by (vmod_xkey's name). */
export const SURROGATE_KEY_HEADER = 'xkey';

/** The request header a purge names its keys in (read by deploy/varnish/site.vcl). */
export const PURGE_KEYS_HEADER = 'xkey-purge';

/** A path's key: `path:/wireless` (a publish may name paths as well as tags). */
export const pathKey = (path: string): string => `path:${path}`;

/**
 * The keys a stored page carries, space-separated: its tags then its path, each once. Tags are
 * already limited to letters, digits and `_ : . -` (src/server/publish.ts); a path with spaces or
 * commas (the key separators) is left out rather than split into wrong keys.
 */
export function surrogateKeys(tags: readonly string[], pathname: string): string {
  const keys = [...tags.map((tag) => tag.trim()).filter(Boolean)];
  if (!/[\s,]/.test(pathname)) keys.push(pathKey(pathname));
  return [...new Set(keys)].join(' ');
}

/** The keys a publish purges: every tag, and every path as its path key. */
export function purgeKeys(body: { tags?: readonly string[]; paths?: readonly string[] }): string {
  const keys = [...(body.tags ?? []), ...(body.paths ?? []).map(pathKey)];
  return [...new Set(keys)].join(' ');
}
