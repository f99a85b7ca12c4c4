// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageLocale } from './page-locale.ts';

describe("an offline page's locale", () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['es-US', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
  ] as const)('<html lang=%j> is %s', (lang, locale) => {
    document.documentElement.lang = lang;
    expect(pageLocale(document)).toBe(locale);
  });
});
