import { byLocale } from './by-locale.ts';
import en from './en/connection.ts';
import es from './es/connection.ts';

/** Why a part waits for the connection, in the page's language (`connectionText(locale).signIn`). */
export const connectionText = byLocale({ en, es });
export type ConnectionText = typeof en;
