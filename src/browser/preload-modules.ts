/**
 * Vite's `__vitePreload`, which wraps every dynamic import in the browser's code; the build puts
 * this module in its place (build/preload-helper.mjs). Before a chunk is imported, the chunks it
 * imports in turn (`deps`, listed by the build) are asked for as module preloads, so they arrive
 * together rather than one import deep at a time.
 *
 * Vite's own helper was 880 B gzip in the scripts every page runs before interaction, for what
 * this site does not use: stylesheets among the dependencies (none here: the build refuses
 * them), a CSP nonce (the policy lists hashes), a `preload` fallback for browsers without module
 * preloads (which still import the chunk, without the head start) and an error event nothing
 * listens to (a failed import still rejects).
 */
const asked = new Set<string>();

export function preloadThenImport<Module>(
  load: () => Promise<Module>,
  deps?: readonly string[],
): Promise<Module> {
  for (const dep of deps ?? []) {
    if (asked.has(dep)) continue;
    asked.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The mode a module script is fetched in, so the browser can use the preloaded response.
    link.crossOrigin = '';
    link.href = `${import.meta.env.BASE_URL}${dep}`;
    document.head.append(link);
  }
  return load();
}
