import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/landing.ts';

/** The landing pages' server-rendered texts in the page's language (`landingText(locale).faq`). */
export const landingText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/landing.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('landing'),
);
export type LandingText = typeof en;
