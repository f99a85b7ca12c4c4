import { describe, expect, it } from 'vitest';
import { localeOfTag, primaryLanguage } from './language.ts';

describe('language tags', () => {
  it.each([
    ['es', 'es'],
    ['es-US', 'es'],
    ['ES_mx', 'es'],
    [' en-GB ', 'en'],
    ['zh-Hant-TW', 'zh'],
    ['', ''],
  ])('the primary language of %j is %j', (tag, language) => {
    expect(primaryLanguage(tag)).toBe(language);
  });

  it.each([
    ['es', 'es'],
    ['es-419', 'es'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['fr-CA', undefined],
    ['esp', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('%j is the site language %j', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});
