/**
 * The `locale` prop an island or library part gets: only on a page in another language than
 * English. An English page passes nothing, so its HTML (the islands' serialised props) stays
 * byte for byte as it was: the first screen of /wireless must fit the first round trip.
 */
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales.ts';

export function localeProp(locale: Locale | undefined): { locale?: Locale } {
  return locale && locale !== DEFAULT_LOCALE ? { locale } : {};
}
