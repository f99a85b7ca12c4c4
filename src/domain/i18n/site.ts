import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/site.ts';

export const siteText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/site.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('site'),
);
