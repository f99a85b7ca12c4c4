import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byLocale, catalogueProblems } from './by-locale.ts';
import { connectionText } from './connection.ts';
import { frameText } from './frame.ts';
import { greetingText } from './greeting.ts';
import { islandText } from './islands.ts';
import { landingText } from './landing.ts';
import { LANGUAGES } from './locales.ts';
import { offlineText } from './offline.ts';
import { personalisationText } from './personalisation.ts';
import { siteText } from './site.ts';
import { uiText } from './ui.ts';
import { videoPlayerText } from './video-player.ts';
import { videoText } from './video.ts';
import { watchText } from './watch.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo.ts';

// An area's files as `import.meta.glob('./*/account.ts', …)` gives them.
const en = { signIn: 'Sign in', welcome: (name: string) => `Welcome, ${name}` };
const es = {
  signIn: 'Iniciar sesión',
  welcome: (name: string) => `Le damos la bienvenida, ${name}`,
};
// Every language of the table has its file; a language added to the table gets a copy here.
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [
    `./${language}/account.ts`,
    { en, es }[language as 'en' | 'es'] ?? { ...es },
  ]),
);

const AREAS = {
  connection: connectionText,
  frame: frameText,
  greeting: greetingText,
  islands: islandText,
  landing: landingText,
  offline: offlineText,
  personalisation: personalisationText,
  site: siteText,
  ui: uiText,
  'video-player': videoPlayerText,
  video: videoText,
  watch: watchText,
} satisfies Record<string, (locale?: 'en' | 'es') => object>;

describe("an area's files checked against the locale table", () => {
  it('finds nothing wrong when every language of the table has its file', () => {
    expect(catalogueProblems(texts)).toEqual([]);
    expect(byLocale(texts)('es')).toBe(es);
  });

  it('names the file a language of the table still lacks, and stops the area loading', () => {
    const { './es/account.ts': _, ...lacking } = texts;
    expect(catalogueProblems(lacking)).toEqual(["no src/domain/i18n/es/account.ts for 'es'"]);
    expect(() => byLocale(lacking)).toThrow(
      "An area's catalogue does not match the locale table (src/domain/i18n/locales.ts):\n  no src/domain/i18n/es/account.ts for 'es'",
    );
  });

  it('refuses a folder no row of the table names (its texts would ship for nothing)', () => {
    expect(catalogueProblems({ ...texts, './zz/account.ts': en })).toEqual([
      "src/domain/i18n/zz/account.ts: 'zz' is no language of the table",
    ]);
  });

  it('refuses an area whose pattern found no file at all', () => {
    expect(() => byLocale({})).toThrow("the area's pattern found no file");
  });

  it('loads the same texts where Node runs the areas as they are, without the bundler', () => {
    // The benchmarks and Playwright's specs load these modules with no bundler to find the files.
    const script = `
      const names = ${JSON.stringify(Object.keys(AREAS))};
      const accessors = { connection: 'connectionText', frame: 'frameText', greeting: 'greetingText', islands: 'islandText',
        landing: 'landingText', offline: 'offlineText', personalisation: 'personalisationText',
        site: 'siteText', ui: 'uiText', 'video-player': 'videoPlayerText', video: 'videoText',
        watch: 'watchText' };
      const found = {};
      for (const name of names) {
        const module = await import('./src/domain/i18n/' + name + '.ts');
        found[name] = ['en', 'es'].map((language) => module[accessors[name]](language));
      }
      process.stdout.write(JSON.stringify(found));`;
    const unbundled = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: resolve(import.meta.dirname, '../../..'),
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      }),
    ) as Record<string, unknown>;
    const bundled = Object.fromEntries(
      Object.entries(AREAS).map(([name, area]) => [
        name,
        JSON.parse(
          JSON.stringify(['en', 'es'].map((language) => area(language as 'en'))),
        ) as unknown,
      ]),
    );
    expect(Object.keys(unbundled)).toHaveLength(12);
    expect(unbundled).toEqual(bundled);
  });

  it.each(Object.entries(AREAS))(
    'gives the %s area its own catalogue in every language of the table',
    (_, area) => {
      const catalogues = LANGUAGES.map((language) => area(language));
      expect(new Set(catalogues).size).toBe(LANGUAGES.length);
      expect(JSON.stringify(area('es'))).not.toBe(JSON.stringify(area('en')));
    },
  );
});

describe('an area looked up by language', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each([
    [undefined, 'Sign in'],
    ['en', 'Sign in'],
    ['es', 'Iniciar sesión'],
  ] as const)('%s gives its own texts', (locale, signIn) => {
    expect(byLocale(texts)(locale).signIn).toBe(signIn);
  });

  it('gives a pseudo-locale the English texts through the generator, made once, in a build with the switch', async () => {
    vi.stubEnv('PUBLIC_PSEUDO_LOCALE', 'on');
    vi.resetModules();
    const { byLocale: built } = await import('./by-locale.ts');
    const { LOCALES, isPseudoLocale } = await import('./locales.ts');
    const [pseudo] = LOCALES.filter(isPseudoLocale);
    if (pseudo === undefined) throw new Error('the table has no pseudo-locale');
    const area = built(texts);
    expect(area(pseudo).signIn).toMatch(new RegExp(`^${PSEUDO_OPEN}Šíğñ íñ .+${PSEUDO_CLOSE}$`));
    expect(area(pseudo).welcome('Jordan')).toContain('Ŵéļçóɱé, Jordan');
    expect(area(pseudo)).toBe(area(pseudo));
    expect(area('es').signIn).toBe('Iniciar sesión');
  });
});
