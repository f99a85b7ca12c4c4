import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/ui.ts';

/** The component library's texts in the page's language (`uiText(locale).close`). */
export const uiText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/ui.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('ui'),
);
export type UiText = typeof en;
