import { byLocale } from './by-locale.ts';
import en from './en/landing.ts';
import es from './es/landing.ts';

/** The landing pages' server-rendered texts in the page's language (`landingText(locale).faq`). */
export const landingText = byLocale({ en, es });
export type LandingText = typeof en;
