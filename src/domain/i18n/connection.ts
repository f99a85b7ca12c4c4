import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/connection.ts';

/** Why a part waits for the connection, in the page's language (`connectionText(locale).signIn`). */
export const connectionText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/connection.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('connection'),
);
export type ConnectionText = typeof en;
