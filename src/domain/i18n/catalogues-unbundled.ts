import type { CatalogueFiles } from './by-locale.ts';
import * as en from './en/index.ts';
import * as es from './es/index.ts';
import { LANGUAGES, type Language } from './locales.ts';

/**
 * Every language's catalogue, for Node running the areas as they are (the server's own modules,
 * the benchmarks, Playwright's specs): there no bundler finds the folders, so each language is
 * named here once, its folder's `index.ts` naming its areas. A language of the table missing here
 * fails the type check. An area's module reads this only when `import.meta.env` is missing, which
 * a bundle folds away, so no browser or server bundle carries it.
 */
const CATALOGUES = { en, es } satisfies Record<Language, typeof en>;

export type Area = keyof typeof en;

/** An area's files as the bundler's `import.meta.glob` would give them (`./es/video-player.ts`). */
export function catalogueFilesUnbundled<A extends Area>(area: A): CatalogueFiles<(typeof en)[A]> {
  const file = area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return Object.fromEntries(
    LANGUAGES.map((language) => [`./${language}/${file}.ts`, CATALOGUES[language][area]]),
  );
}
