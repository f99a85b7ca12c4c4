import { byLocale } from './by-locale.ts';
import en from './en/greeting.ts';
import es from './es/greeting.ts';

/** The header greeting's texts in the page's language (`greetingText(locale).welcome`). */
export const greetingText = byLocale({ en, es });
export type GreetingText = typeof en;
