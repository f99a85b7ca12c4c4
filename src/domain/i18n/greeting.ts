import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/greeting.ts';

/** The header greeting's texts in the page's language (`greetingText(locale).welcome`). */
export const greetingText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/greeting.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('greeting'),
);
export type GreetingText = typeof en;
