/**
 * Every language's catalogue has the English one's shape (`Translation`) at run time too. The type check catches a
 * missing key in a file annotated with `Translation`; this catches a missing file, an empty text
 * and a message function that lost its parameters.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from './locales.ts';

const areas = import.meta.glob<{ default: unknown }>('./*/*.ts', { eager: true });

// Each folder's index.ts names its areas for Node without a bundler (../catalogues-unbundled.ts).
const englishAreas = Object.keys(areas)
  .filter((path) => path.startsWith('./en/') && path !== './en/index.ts')
  .map((path) => path.slice('./en/'.length));

/** Every leaf of a catalogue: its dotted key and its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message catalogues', () => {
  it('has areas', () => {
    expect(englishAreas.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)("names every area in %s/index.ts, each as its file's default", (language) => {
    const index = areas[`./${language}/index.ts`] as Record<string, unknown> | undefined;
    expect(index, `src/domain/i18n/${language}/index.ts is missing`).toBeDefined();
    const named = englishAreas.map((file) => [
      file.replace(/\.ts$/, '').replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()),
      areas[`./${language}/${file}`]?.default,
    ]);
    expect(Object.entries(index ?? {}).sort()).toEqual(named.sort());
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    it.each(englishAreas)('has %s with every English key, each with its own text', (area) => {
      const english = areas[`./en/${area}`]?.default;
      const other = areas[`./${locale}/${area}`]?.default;
      expect(other, `src/domain/i18n/${locale}/${area} is missing`).toBeDefined();
      const theirs = new Map(leaves(other));
      for (const [key, value] of leaves(english)) {
        const text = theirs.get(key);
        expect(typeof text, `${locale}/${area} ${key}`).toBe(typeof value);
        if (typeof value === 'string') expect(text, `${locale}/${area} ${key}`).not.toBe('');
        if (typeof value === 'function' && typeof text === 'function')
          expect(text.length, `${locale}/${area} ${key} parameters`).toBe(value.length);
      }
    });
  });
});
