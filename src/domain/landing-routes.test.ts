import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './i18n/locales.ts';
import {
  LANDING_PAGES,
  LANDING_ROUTES,
  SMALL_BUSINESS_PATH,
  WIRELESS_PATH,
  landingRoute,
} from './landing-routes.ts';

describe('LANDING_ROUTES', () => {
  it('is every landing page in every language, language by language', () => {
    expect(LANDING_ROUTES).toEqual([
      '/wireless',
      '/smallbusiness/wireless',
      '/es/wireless',
      '/es/smallbusiness/wireless',
    ]);
  });

  it.each([
    [WIRELESS_PATH, 'en', '/wireless'],
    [SMALL_BUSINESS_PATH, 'en', '/smallbusiness/wireless'],
    [WIRELESS_PATH, 'es', '/es/wireless'],
    [SMALL_BUSINESS_PATH, 'es', '/es/smallbusiness/wireless'],
  ] as const)('landingRoute(%s, %s) is %s', (page, locale, route) => {
    expect(landingRoute(page, locale)).toBe(route);
  });
});

/**
 * The guard: no module spells out a landing route or a language by hand. It reads every string
 * the code writes (string and template literals, found with TypeScript's scanner, so comments
 * and identifiers do not count) in src/, scripts/ and build/, tests and the sandbox (the
 * carrier's stand-in, whose fixtures hold the carrier's URLs) aside.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'scripts', 'build'];
/** The tables themselves, and why each other file or folder may name a language. */
const ALLOWED: Record<string, string> = {
  'src/domain/landing-routes.ts': 'the landing-page table',
  'src/domain/i18n/': "the language table and each language's catalogues",
  'src/domain/page-meta.ts':
    "the specification's Spanish-site setting (a configured URL for the Spanish twin) is Spanish's alone",
  'src/pages/video-demo.astro': "the test bed's example of a Spanish player",
  'scripts/build-embed.ts': "Vite's name for the ES module format, not a language",
};
const allowed = (file: string) =>
  Object.keys(ALLOWED).some((entry) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry,
  );

const languages = LOCALES.join('|');
const otherLanguages = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
const pages = LANDING_PAGES.map((page) => page.slice(1)).join('|');
/** What a hand-kept list is made of, each with what to use instead. */
const HAND_KEPT: readonly [RegExp, string][] = [
  [
    new RegExp(`^(?:/(?:${languages}))?/(?:${pages})$`),
    'a landing route: use LANDING_PAGES, LANDING_ROUTES or landingRoute()',
  ],
  [
    new RegExp(`^(?:(?:${languages})/)?(?:${pages})\\.html$`),
    'a landing page file: derive it from LANDING_ROUTES',
  ],
  [
    new RegExp(`^/(?:${otherLanguages})(?:/.*)?$`),
    'a language path: use pathInLocale() or landingRoute()',
  ],
  // The default language is also every page's fallback (`lang="en"` on an English block) and
  // every parameter's default; another language's code in a module is a hand-kept language list.
  [new RegExp(`^(?:${otherLanguages})$`), 'a language code: use LOCALES or Locale'],
];

function filesIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx|mjs|astro)$/.test(entry.name) &&
        !/\.(test|spec)\.(ts|tsx|mjs)$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every string the file's code writes, with its line. */
function stringsOf(text: string, jsx: boolean): { value: string; line: number }[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const found: { value: string; line: number }[] = [];
  // Open braces inside each template literal's current substitution (`${ … }`), innermost last.
  const braces: number[] = [];
  const record = () =>
    found.push({
      value: scanner.getTokenValue(),
      line: text.slice(0, scanner.getTokenStart()).split('\n').length,
    });
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken && braces.length > 0)
      braces[braces.length - 1]! += 1;
    if (token === ts.SyntaxKind.CloseBraceToken && braces.length > 0) {
      if (braces[braces.length - 1]! > 0) braces[braces.length - 1]! -= 1;
      else {
        // The substitution ends: what follows is the template's next text.
        token = scanner.reScanTemplateToken(false);
        record();
        if (token === ts.SyntaxKind.TemplateTail) braces.pop();
        continue;
      }
    }
    if (token === ts.SyntaxKind.TemplateHead) braces.push(0);
    if (
      token === ts.SyntaxKind.StringLiteral ||
      token === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      token === ts.SyntaxKind.TemplateHead
    ) {
      record();
    }
  }
  return found;
}

describe('no module lists landing routes or languages by hand', () => {
  it('finds what it looks for', () => {
    const planted = [
      "const ROUTES = ['/wireless', '/es/smallbusiness/wireless'];",
      "const FILES = ['es/wireless.html'];",
      'const spanish = `/es/support/videos/${id}`;',
      "const LANGUAGES = ['en', 'es'];",
      "// '/wireless' in a comment is prose, and so is wireless.html",
      "const service = 'wireless';",
    ].join('\n');
    const hits = stringsOf(planted, false).filter(({ value }) =>
      HAND_KEPT.some(([pattern]) => pattern.test(value)),
    );
    expect(hits.map(({ value, line }) => `${line}:${value}`)).toEqual([
      '1:/wireless',
      '1:/es/smallbusiness/wireless',
      '2:es/wireless.html',
      '3:/es/support/videos/',
      '4:es',
    ]);
  });

  it('src/, scripts/ and build/ derive them from the tables', () => {
    const found = SCANNED.flatMap(filesIn)
      .filter((file) => !allowed(file))
      .flatMap((file) =>
        stringsOf(readFileSync(join(ROOT, file), 'utf8'), /\.(tsx|astro)$/.test(file)).flatMap(
          ({ value, line }) => {
            const rule = HAND_KEPT.find(([pattern]) => pattern.test(value));
            return rule ? [`${file}:${line} '${value}' is ${rule[1]}`] : [];
          },
        ),
      );
    expect(found).toEqual([]);
  });
});
