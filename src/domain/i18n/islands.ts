import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/islands.ts';

/** The landing islands' texts in the page's language (`islandText(locale).search.submit`). */
export const islandText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/islands.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('islands'),
);
export type IslandText = typeof en;
