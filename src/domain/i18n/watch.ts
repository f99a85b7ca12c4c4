import { byLocale } from './by-locale.ts';
import en from './en/watch.ts';
import es from './es/watch.ts';

/** The watch pages' server-rendered texts in the page's language (`watchText(locale).chapters`). */
export const watchText = byLocale({ en, es });
export type WatchText = typeof en;
