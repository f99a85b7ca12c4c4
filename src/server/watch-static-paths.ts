/**
 * The static build's watch pages, re-exported by the watch routes: Astro reads a dynamic route's
 * list of pages to pre-render from this export. In node mode the routes render on demand and the
 * export is unused.
 */
import { watchStaticPaths } from './watch-page.ts';

export const getStaticPaths = watchStaticPaths;
