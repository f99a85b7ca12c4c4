/**
 * The test layout, as a check. A module's unit and component tests sit beside it, named after it
 * (`x.ts` → `x.test.ts`, `X.tsx` → `X.test.tsx`, `Link.astro` → `Link.astro.test.ts`); end-to-end
 * specs live in tests/e2e, cross-engine tests in tests/engines; shared test helpers in tests/support. `testLayoutProblems` is pure: it
 * reads a list of repository paths and names every test file that breaks the layout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface TestPlaces {
  /** Folders whose `*.test.ts(x)` vitest runs: the roots of `include` in vitest.config.ts. */
  unitRoots: readonly string[];
  /** The folder of the end-to-end specs (`*.spec.ts`): `testDir` in playwright.config.ts. */
  e2eRoot: string;
  /** The folder of the cross-engine tests (`*.engine.ts`): `include` in vitest.engines.config.ts. */
  enginesRoot: string;
}

export const TEST_PLACES: TestPlaces = {
  unitRoots: [
    'src',
    'sandbox',
    'scripts',
    'build',
    'tests/support',
    'tests/engines/support',
    'docs',
  ],
  e2eRoot: 'tests/e2e',
  enginesRoot: 'tests/engines',
};

export interface LayoutProblem {
  file: string;
  problem: string;
}

/** Anything named like a test or spec, in any JS or TS flavour. */
const TEST_NAME = /\.(test|spec|engine)\.[cm]?[jt]sx?$/;
const UNIT_TEST = /\.test\.tsx?$/;
const E2E_SPEC = /\.spec\.ts$/;
const ENGINE_TEST = /\.engine\.ts$/;
/** What a module beside a test can be. Declaration files (`.d.ts`) hold no logic to test. */
const MODULE_NAME = /\.([cm]?[jt]sx?|astro)$/;

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isUnder = (path: string, folder: string) => path.startsWith(`${folder}/`);
const isModule = (name: string) =>
  MODULE_NAME.test(name) && !TEST_NAME.test(name) && !name.endsWith('.d.ts');

/**
 * The test files of `paths` (repository-relative, `/`-separated) that break the layout:
 * - a test outside the places that run it: unit tests are `*.test.ts(x)` under a unit root,
 *   end-to-end specs `*.spec.ts` under the e2e root; anything else named like a test runs nowhere;
 * - a unit test whose stem names no module beside it (`x.test.ts` needs `x.ts`, `x.tsx`, `x.astro`,
 *   `x.mjs`…; `Link.astro.test.ts` needs `Link.astro`). A folder without modules (docs/) may have
 *   one test named after the folder, for the folder's content (docs/docs.test.ts).
 */
export function testLayoutProblems(
  paths: readonly string[],
  places: TestPlaces = TEST_PLACES,
): LayoutProblem[] {
  const filesIn = new Map<string, Set<string>>();
  for (const path of paths) {
    const folder = folderOf(path);
    const names = filesIn.get(folder) ?? new Set<string>();
    names.add(baseName(path));
    filesIn.set(folder, names);
  }

  const problems: LayoutProblem[] = [];
  for (const path of [...paths].sort()) {
    const name = baseName(path);
    if (!TEST_NAME.test(name)) continue;
    const unitRoot = places.unitRoots.some((root) => isUnder(path, root));
    if (isUnder(path, places.e2eRoot) && E2E_SPEC.test(name)) continue;
    if (isUnder(path, places.enginesRoot) && ENGINE_TEST.test(name)) continue;
    if (!unitRoot || !UNIT_TEST.test(name)) {
      problems.push({
        file: path,
        problem: `runs nowhere: unit tests are *.test.ts(x) under ${places.unitRoots.join(', ')}; end-to-end specs are *.spec.ts under ${places.e2eRoot}; cross-engine tests are *.engine.ts under ${places.enginesRoot}`,
      });
      continue;
    }
    const folder = folderOf(path);
    const stem = name.replace(UNIT_TEST, '');
    const beside = [...(filesIn.get(folder) ?? [])].filter(isModule);
    const matches = beside.some(
      (module) => module === stem || module.replace(MODULE_NAME, '') === stem,
    );
    const folderTest = beside.length === 0 && stem === baseName(folder);
    if (!matches && !folderTest) {
      problems.push({
        file: path,
        problem: `matches no module: ${folder || '.'}/ has no ${stem}.ts, ${stem}.tsx or ${stem}.astro`,
      });
    }
  }
  return problems;
}

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  '.astro',
  'test-results',
  'playwright-report',
]);

/**
 * The repository's files as paths relative to `root`: what git tracks plus untracked files it
 * does not ignore (files deleted from the working tree left out); without git, a walk that skips
 * dependencies and build output.
 */
export function repositoryFiles(root: string): string[] {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return listed
      .split('\0')
      .filter((path) => path !== '' && existsSync(join(root, path)))
      .sort();
  } catch {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter(
        (path) =>
          !path.split('/').some((part) => SKIPPED_FOLDERS.has(part) || /^dist(-|$)/.test(part)),
      )
      .sort();
  }
}
