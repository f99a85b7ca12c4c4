import { LANGUAGES, isPseudoLocale, type Language, type Locale } from './locales.ts';
import { pseudoCatalogue } from './pseudo.ts';

/**
 * An area's catalogue files, keyed by path (`./es/ui.ts`): each language folder's file of the
 * area's name. Each area's module asks the bundler for its own with
 * `import.meta.glob('./*\/<area>.ts', { eager: true, import: 'default' })`, which becomes one
 * static import per folder: a new language's folder is found without an edit to any area, and
 * code that needs one area's texts still ships no other area's.
 */
export type CatalogueFiles<T> = Record<string, T>;

const languageOfFile = (path: string) => path.split('/')[1] ?? path;

/**
 * What is wrong between an area's files, as the bundler found them, and the locale table
 * (./locales.ts): a language row without its file, or a folder no row names (its texts would ship
 * for nothing). The type checker sees the languages through ./catalogues-unbundled.ts, not what a
 * pattern finds, so the server's build and every test check again here, naming the file to write
 * or remove; each file's contents are checked by its own `satisfies Translation<typeof en>`.
 */
export function catalogueProblems(files: CatalogueFiles<unknown>): string[] {
  const paths = Object.keys(files);
  if (paths.length === 0) return ["the area's pattern found no file"];
  const area = paths[0]?.split('/')[2] ?? '';
  const folders = paths.map(languageOfFile);
  const rows: readonly string[] = LANGUAGES;
  return [
    ...LANGUAGES.filter((language) => !folders.includes(language)).map(
      (language) => `no src/domain/i18n/${language}/${area} for '${language}'`,
    ),
    ...folders
      .filter((folder) => !rows.includes(folder))
      .map(
        (folder) => `src/domain/i18n/${folder}/${area}: '${folder}' is no language of the table`,
      ),
  ];
}

/**
 * One area's texts in every language, looked up by the page's language. Each area has its own
 * module (`site.ts`, `ui.ts`, ...) finding its file in every language's folder, so a piece of
 * code that needs one area's texts ships no other area's. A pseudo-locale's texts are the English
 * ones through the generator, made once per area on first use.
 */
export function byLocale<T>(files: CatalogueFiles<T>): (locale?: Locale) => T {
  // The server's build renders every area, so the check stops it; the browser skips its bytes.
  if (import.meta.env?.SSR !== false) {
    const problems = catalogueProblems(files);
    if (problems.length > 0)
      throw new Error(
        `An area's catalogue does not match the locale table (src/domain/i18n/locales.ts):\n  ${problems.join('\n  ')}`,
      );
  }
  const texts = Object.fromEntries(
    Object.entries(files).map(([path, text]) => [languageOfFile(path), text]),
  ) as Record<Language, T>;
  let pseudo: T | undefined;
  return (locale = 'en') => {
    // The switch (PSEUDO_LOCALES_ON) read here, where the bundler folds it: a build without it
    // drops the branch and, with it, every import of this module but types.
    if (import.meta.env?.PUBLIC_PSEUDO_LOCALE === 'on' && isPseudoLocale(locale))
      return (pseudo ??= pseudoCatalogue(texts.en));
    return texts[locale as Language];
  };
}
