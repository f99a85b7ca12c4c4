import { byLocale } from './by-locale.ts';
import en from './en/site.ts';
import es from './es/site.ts';

export const siteText = byLocale({ en, es });
