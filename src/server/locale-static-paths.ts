/**
 * The static build's pages of a `[locale]` route (`src/pages/[locale]/wireless.astro`): one per
 * language that lives under its code, from the locale table. Re-exported by those routes, where
 * Astro reads a dynamic route's pages to pre-render; in node mode the landing routes render on
 * demand and the export is unused.
 */
import { DEFAULT_LOCALE, LOCALES } from '../domain/i18n/locales.ts';

export function getStaticPaths(): { params: { locale: string } }[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    params: { locale },
  }));
}
