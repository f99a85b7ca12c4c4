import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/watch.ts';

/** The watch pages' server-rendered texts in the page's language (`watchText(locale).chapters`). */
export const watchText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/watch.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('watch'),
);
export type WatchText = typeof en;
