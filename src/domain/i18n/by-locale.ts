import { isPseudoLocale, type Language, type Locale } from './locales.ts';
import { pseudoCatalogue } from './pseudo.ts';

/**
 * One area's texts in every language, looked up by the page's language. Each area has its own
 * module (`site.ts`, `ui.ts`, ...) importing its English and Spanish files, so a piece of code
 * that needs one area's texts ships no other area's. A pseudo-locale's texts are the English
 * ones through the generator, made once per area on first use.
 */
export function byLocale<T>(texts: Record<Language, T>): (locale?: Locale) => T {
  let pseudo: T | undefined;
  return (locale = 'en') => {
    // The switch (PSEUDO_LOCALES_ON) read here, where the bundler folds it: a build without it
    // drops the branch and, with it, every import of this module but types.
    if (import.meta.env?.PUBLIC_PSEUDO_LOCALE === 'on' && isPseudoLocale(locale))
      return (pseudo ??= pseudoCatalogue(texts.en));
    return texts[locale as Language];
  };
}
