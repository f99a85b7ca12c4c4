import { describe, expect, it } from 'vitest';
import { isLocale, localeOfPath, pathInLocale, pathWithoutLocale } from './locales.ts';

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
