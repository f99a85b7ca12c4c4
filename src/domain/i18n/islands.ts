import { byLocale } from './by-locale.ts';
import en from './en/islands.ts';
import es from './es/islands.ts';

/** The landing islands' texts in the page's language (`islandText(locale).search.submit`). */
export const islandText = byLocale({ en, es });
export type IslandText = typeof en;
