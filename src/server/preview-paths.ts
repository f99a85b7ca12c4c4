/**
 * Where a preview link may send the editor: the landing pages only, each in each language, matched
 * exactly. Anything else (another site, `//host`, a scheme, a path the site does not preview) is
 * refused rather than redirected, so the preview route can never be an open redirect.
 */
import { LOCALES, pathInLocale } from '../domain/i18n/locales.ts';
import { INDEXABLE_ROUTES } from '../domain/search-index.ts';

export const PREVIEW_PATHS: readonly string[] = INDEXABLE_ROUTES.flatMap((route) =>
  LOCALES.map((locale) => pathInLocale(route, locale)),
);

/** The page a preview link names, if it is one the site previews (exact match, no query). */
export function previewPath(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  return PREVIEW_PATHS.includes(raw) ? raw : undefined;
}
