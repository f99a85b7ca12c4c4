import { byLocale } from './by-locale.ts';
import en from './en/frame.ts';
import es from './es/frame.ts';

/** The site header's and footer's texts in the page's language (`frameText(locale).footer.terms`). */
export const frameText = byLocale({ en, es });
export type FrameText = typeof en;
