import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, TEST_PLACES, testLayoutProblems } from './test-layout.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The files of `paths` the check names, without its explanations. */
const flagged = (paths: string[]) => testLayoutProblems(paths).map((p) => p.file);

describe('testLayoutProblems', () => {
  it.each([
    ['x.ts beside x.test.ts', ['src/a/x.ts', 'src/a/x.test.ts']],
    ['X.tsx beside X.test.tsx', ['src/ui/X.tsx', 'src/ui/X.test.tsx']],
    ['a component test of an .astro component', ['src/ui/Card.astro', 'src/ui/Card.test.ts']],
    ['Link.astro beside Link.astro.test.ts', ['src/ui/Link.astro', 'src/ui/Link.astro.test.ts']],
    ['an .mjs module', ['build/eslint-layers.mjs', 'build/eslint-layers.test.ts']],
    ['a helper beside its test', ['tests/support/t.ts', 'tests/support/t.test.ts']],
    ['an end-to-end spec', ['tests/e2e/landing.spec.ts']],
    ['a cross-engine test', ['tests/engines/landing.engine.ts']],
    ['a cross-engine helper', ['tests/engines/support/engines.ts']],
    ['the docs folder’s own test', ['docs/caching.md', 'docs/docs.test.ts']],
    ['modules without tests', ['src/a/x.ts', 'src/a/y.tsx', 'src/b/Z.astro']],
  ])('accepts %s', (_name, paths) => {
    expect(testLayoutProblems(paths)).toEqual([]);
  });

  it.each([
    ['a themed test', ['src/feeds/common.ts', 'src/feeds/clients.test.ts']],
    ['a qualified stem', ['src/video/engine.ts', 'src/video/engine-parts.test.ts']],
    [
      'a second test of one component',
      [
        'src/w/VideoWidget.tsx',
        'src/w/VideoWidget.test.tsx',
        'src/w/VideoWidget.load-error.test.tsx',
      ],
    ],
    ['a property test kept apart', ['src/f/normalisers.ts', 'src/f/normalisers.property.test.ts']],
    ['a module in another folder', ['src/a/x.ts', 'src/b/x.test.ts']],
    ['a declaration file', ['src/env.d.ts', 'src/env.test.ts']],
    ['a data file', ['sandbox/content/flags.json', 'sandbox/content/flags.test.ts']],
    ['another test', ['src/a/x.test.ts']],
    ['a folder test beside modules', ['src/video/engine.ts', 'src/video/video.test.ts']],
  ])('flags %s as matching no module', (_name, paths) => {
    const problems = testLayoutProblems(paths);
    expect(problems.map((p) => p.file)).toEqual([paths.at(-1)]);
    expect(problems[0]?.problem).toMatch(/^matches no module/);
  });

  it.each([
    ['a unit test outside the unit roots', ['tests/unit/x.ts', 'tests/unit/x.test.ts']],
    ['a unit test at the root', ['x.ts', 'x.test.ts']],
    ['a spec beside its module', ['src/a/x.ts', 'src/a/x.spec.ts']],
    ['a unit test among the specs', ['tests/e2e/landing.test.ts']],
    ['a spec outside tests/e2e', ['tests/landing.spec.ts']],
    ['a JavaScript test vitest does not run', ['src/a/x.js', 'src/a/x.test.js']],
    ['a .spec.tsx Playwright does not run', ['tests/e2e/landing.spec.tsx']],
    ['a cross-engine test outside tests/engines', ['tests/e2e/landing.engine.ts']],
    ['a spec among the cross-engine tests', ['tests/engines/landing.spec.ts']],
  ])('flags %s as running nowhere', (_name, paths) => {
    const problems = testLayoutProblems(paths);
    expect(problems.map((p) => p.file)).toEqual([paths.at(-1)]);
    expect(problems[0]?.problem).toMatch(/^runs nowhere/);
  });

  it('lists every problem once, in path order', () => {
    expect(
      flagged([
        'src/b/y.test.ts',
        'src/a/x.ts',
        'src/a/x.test.ts',
        'tests/unit/z.test.ts',
        'src/a/w.test.ts',
      ]),
    ).toEqual(['src/a/w.test.ts', 'src/b/y.test.ts', 'tests/unit/z.test.ts']);
  });

  it('takes the places from its caller', () => {
    const places = { unitRoots: ['lib'], e2eRoot: 'e2e', enginesRoot: 'engines' };
    expect(
      testLayoutProblems(
        ['lib/x.ts', 'lib/x.test.ts', 'e2e/a.spec.ts', 'src/y.ts', 'src/y.test.ts'],
        places,
      ).map((p) => p.file),
    ).toEqual(['src/y.test.ts']);
  });
});

describe('the repository', () => {
  it('runs its tests where the check looks for them', () => {
    const vitest = readFileSync(resolve(ROOT, 'vitest.config.ts'), 'utf8');
    const playwright = readFileSync(resolve(ROOT, 'playwright.config.ts'), 'utf8');
    expect(vitest).toContain(`'{${TEST_PLACES.unitRoots.join(',')}}/**/*.test.{ts,tsx}'`);
    expect(playwright).toContain(`testDir: '${TEST_PLACES.e2eRoot}'`);
    const engines = readFileSync(resolve(ROOT, 'vitest.engines.config.ts'), 'utf8');
    expect(engines).toContain(`'${TEST_PLACES.enginesRoot}/**/*.engine.ts'`);
  });

  it('lists its own files, without dependencies', () => {
    const files = repositoryFiles(ROOT);
    expect(files).toContain('tests/support/test-layout.test.ts');
    expect(files).toContain('src/layers.ts');
    expect(files.some((file) => file.startsWith('node_modules/'))).toBe(false);
  });

  it('has every test beside its module, every spec in tests/e2e, every engine test in tests/engines', () => {
    expect(testLayoutProblems(repositoryFiles(ROOT))).toEqual([]);
  });
});
