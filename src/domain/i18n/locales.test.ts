import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  PSEUDO_LOCALES_ON,
  LOCALE_TAGS,
  LOCALES,
  localeOfContentLocale,
  localeOfPath,
  prefixedLocale,
  pathInLocale,
  pathWithoutLocale,
} from './locales.ts';

describe('the locale table', () => {
  it('lists the default language first', () => {
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(LOCALES).toEqual(Object.keys(LOCALE_TAGS));
  });

  it.each(LOCALES)('%s has a canonical BCP 47 tag of its own language', (locale) => {
    expect(Intl.getCanonicalLocales(LOCALE_TAGS[locale])).toEqual([LOCALE_TAGS[locale]]);
    expect(new Intl.Locale(LOCALE_TAGS[locale]).language).toBe(locale);
  });

  it.each(LOCALES)('%s is found again from its content-service locale', (locale) => {
    expect(localeOfContentLocale(LOCALE_TAGS[locale])).toBe(locale);
  });

  it('knows no other content-service locale', () => {
    expect(localeOfContentLocale('fr-CA')).toBeUndefined();
    expect(localeOfContentLocale(undefined)).toBeUndefined();
  });
});

describe('a route segment that names a language', () => {
  it.each([
    ['es', 'es'],
    ['en', undefined],
    ['fr', undefined],
    ['ES', undefined],
    [undefined, undefined],
  ] as const)('%s is %s', (segment, locale) => {
    expect(prefixedLocale(segment)).toBe(locale);
  });
});

describe('locales', () => {
  it.each([
    ['/wireless', 'en'],
    ['/es/wireless', 'es'],
    ['/es/smallbusiness/wireless', 'es'],
    ['/es', 'es'],
    ['/en/wireless', 'en'],
    ['/esp/wireless', 'en'],
    ['/', 'en'],
  ])('%s is in %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ['/wireless', '/wireless'],
    ['/es/wireless', '/wireless'],
    ['/es/smallbusiness/wireless', '/smallbusiness/wireless'],
    ['/es', '/'],
    ['/espanol/wireless', '/espanol/wireless'],
  ])('%s without its language is %s', (path, base) => {
    expect(pathWithoutLocale(path)).toBe(base);
  });

  it.each([
    ['/wireless', 'es', '/es/wireless'],
    ['/es/wireless', 'en', '/wireless'],
    ['/es/wireless', 'es', '/es/wireless'],
    ['/smallbusiness/wireless', 'es', '/es/smallbusiness/wireless'],
    ['/', 'es', '/es/'],
  ] as const)('%s in %s is %s', (path, locale, twin) => {
    expect(pathInLocale(path, locale)).toBe(twin);
  });

  it('knows only its languages', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('the pseudo-locales', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The table as a build with PUBLIC_PSEUDO_LOCALE set to `value` sees it. */
  async function tableBuiltWith(value: string | undefined) {
    vi.stubEnv('PUBLIC_PSEUDO_LOCALE', value);
    vi.resetModules();
    return import('./locales.ts');
  }

  it('are not in the table of a build without the switch (production, and every unit run)', async () => {
    expect(PSEUDO_LOCALES_ON).toBe(false);
    for (const value of [undefined, '', 'off', '1', 'true', 'ON']) {
      const table = await tableBuiltWith(value);
      expect(table.PSEUDO_LOCALES_ON, String(value)).toBe(false);
      expect(table.LOCALES.filter(table.isPseudoLocale), String(value)).toEqual([]);
      expect(table.localeOfPath('/qps/wireless'), String(value)).toBe(DEFAULT_LOCALE);
    }
  });

  it('join the table after the languages in a build with PUBLIC_PSEUDO_LOCALE=on', async () => {
    const table = await tableBuiltWith('on');
    const pseudo = table.LOCALES.filter(table.isPseudoLocale);
    expect(pseudo.length).toBeGreaterThan(0);
    expect(table.LOCALES.slice(0, LOCALES.length)).toEqual(LOCALES);
    for (const locale of pseudo) {
      // An English tag: the text under the markers is English, and axe knows the language.
      expect(new Intl.Locale(table.LOCALE_TAGS[locale]).language).toBe(DEFAULT_LOCALE);
      expect(Intl.getCanonicalLocales(table.LOCALE_TAGS[locale])).toEqual([
        table.LOCALE_TAGS[locale],
      ]);
      expect(table.localeOfPath(`/${locale}/wireless`)).toBe(locale);
      expect(table.prefixedLocale(locale)).toBe(locale);
      expect(table.pathInLocale('/wireless', locale)).toBe(`/${locale}/wireless`);
    }
  });
});
