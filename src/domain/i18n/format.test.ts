import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, plural } from './format.ts';

describe('format', () => {
  it('writes numbers as Spanish in the United States does (es-US: the same separators as en-US)', () => {
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('es', 1234.5)).toBe('1,234.5');
    expect(formatNumber('es', 0.75, { style: 'percent' })).toBe('75%');
  });

  it('writes dates as each language does', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 12));
    expect(formatDate('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'November 25, 2026',
    );
    expect(formatDate('es', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '25 de noviembre de 2026',
    );
  });

  it.each([
    ['en', 1, '1 result'],
    ['en', 2, '2 results'],
    ['es', 1, '1 resultado'],
    ['es', 3, '3 resultados'],
  ] as const)('%s, %i: %s', (locale, count, text) => {
    const forms =
      locale === 'en'
        ? { one: `${count} result`, other: `${count} results` }
        : { one: `${count} resultado`, other: `${count} resultados` };
    expect(plural(locale, count, forms)).toBe(text);
  });
});
