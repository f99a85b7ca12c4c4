import { byLocale } from './by-locale.ts';
import en from './en/ui.ts';
import es from './es/ui.ts';

/** The component library's texts in the page's language (`uiText(locale).close`). */
export const uiText = byLocale({ en, es });
export type UiText = typeof en;
