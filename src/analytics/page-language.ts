/**
 * The page-language attribute of the landing page's events: the language the visitor reads the
 * page in, from `<html lang>` ('en', 'es'), named like the page's other attributes (`pageName`,
 * `pageUrl`). Read as each event is sent. Only the attribute says the language: event names and
 * the values the product sets stay the same in every language.
 */
export function pageLanguage(doc: Document | undefined = globalThis.document): {
  pageLanguage?: string;
} {
  const lang = doc?.documentElement.lang;
  return lang ? { pageLanguage: lang } : {};
}
