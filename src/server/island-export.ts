/**
 * Astro writes `component-export="default"` on every island whose component is its module's
 * default export; its island runtime reads the attribute as `getAttribute('component-export') ||
 * 'default'`, so the attribute at its default says nothing. Production pages leave it out: 15-30 B
 * of brotli a landing page. Any other export keeps its attribute.
 */

/** An island's start tag: `>` is always escaped inside its attribute values. */
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const DEFAULT_EXPORT = /\scomponent-export="default"(?=[\s>/])/;

/** The page's HTML with `component-export="default"` taken off each island. */
export function islandDefaultExportUnsaid(html: string): string {
  return html.replace(ISLAND_TAG, (tag) => tag.replace(DEFAULT_EXPORT, ''));
}
