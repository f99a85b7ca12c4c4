import { byLocale } from './by-locale.ts';
import en from './en/personalisation.ts';
import es from './es/personalisation.ts';

/** The visitor's own parts' texts in the page's language (`personalisationText(locale).orderStatus`). */
export const personalisationText = byLocale({ en, es });
export type PersonalisationText = typeof en;
