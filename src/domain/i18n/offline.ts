import { byLocale } from './by-locale.ts';
import en from './en/offline.ts';
import es from './es/offline.ts';

/** The offline texts in the page's language (`offlineText(locale).notice.undated`). */
export const offlineText = byLocale({ en, es });
export type OfflineText = typeof en;
