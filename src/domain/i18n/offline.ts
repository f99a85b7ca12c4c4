import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/offline.ts';

/** The offline texts in the page's language (`offlineText(locale).notice.undated`). */
export const offlineText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/offline.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('offline'),
);
export type OfflineText = typeof en;
