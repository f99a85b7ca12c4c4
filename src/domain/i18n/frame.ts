import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/frame.ts';

/** The site header's and footer's texts in the page's language (`frameText(locale).footer.terms`). */
export const frameText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/frame.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('frame'),
);
export type FrameText = typeof en;
