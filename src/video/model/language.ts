/** Language tags (BCP 47) as feeds and pages write them, read as the site's languages. */
import { isLocale, type Locale } from '../../domain/i18n/locales.ts';

/** The primary language subtag, lower-cased: 'es-US' → 'es', 'ES_mx' → 'es'. */
export function primaryLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** The site's language a tag names ('es', 'es-US', 'es-419' → 'es'), or undefined for any other. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const language = primaryLanguage(tag);
  return isLocale(language) ? language : undefined;
}
