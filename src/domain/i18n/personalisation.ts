import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/personalisation.ts';

/** The visitor's own parts' texts in the page's language (`personalisationText(locale).orderStatus`). */
export const personalisationText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/personalisation.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('personalisation'),
);
export type PersonalisationText = typeof en;
