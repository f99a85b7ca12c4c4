import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../domain/log.ts';
import {
  emptyBlocks,
  isEmptyBlock,
  laterOf,
  readOrEnglish,
  readWithFallback,
  reportFallbacks,
  withEnglishFallback,
  type LocalisedFeed,
} from './locale-fallback.ts';
import type { Language, Locale } from '../domain/i18n/locales.ts';

describe('isEmptyBlock', () => {
  it.each([
    ['absent', undefined, true],
    ['null', null, true],
    ['blank text', '  ', true],
    ['an empty list', [], true],
    ['an object of empty fields', { title: undefined, solutions: [] }, true],
    ['a list of empty entries', [{ title: undefined }], true],
    ['text', 'Hola', false],
    ['a title alone', { title: 'Soluciones', solutions: [] }, false],
    ['a switch', { showContinue: false }, false],
    ['a number', 0, false],
    ['one entry deep down', { tabs: [{ sections: [{ title: 'Red' }] }] }, false],
  ])('%s → %s', (_case, value, empty) => {
    expect(isEmptyBlock(value)).toBe(empty);
  });
});

describe('withEnglishFallback', () => {
  type Set = Record<string, unknown>;
  const english: Set = { a: { title: 'A' }, b: { title: 'B' }, c: undefined, d: ['D'] };
  it.each<[string, Set, Set, string[]]>([
    [
      'a complete set is its own',
      { a: { title: 'Á' }, b: { title: 'Bé' }, c: undefined, d: ['Dé'] },
      { a: { title: 'Á' }, b: { title: 'Bé' }, c: undefined, d: ['Dé'] },
      [],
    ],
    [
      'a missing block is the English one',
      { a: { title: 'Á' }, d: ['Dé'] },
      { a: { title: 'Á' }, b: { title: 'B' }, d: ['Dé'] },
      ['b'],
    ],
    [
      'an empty block is the English one',
      { a: { title: undefined }, b: { title: 'Bé' }, d: [] },
      { a: { title: 'A' }, b: { title: 'Bé' }, d: ['D'] },
      ['a', 'd'],
    ],
    [
      'a block neither set has stays empty (never counted as a fallback)',
      { a: { title: 'Á' }, b: { title: 'Bé' }, d: ['Dé'] },
      { a: { title: 'Á' }, b: { title: 'Bé' }, d: ['Dé'] },
      [],
    ],
  ])('%s', (_case, localised, merged, fallbacks) => {
    expect(withEnglishFallback(localised, english, ['a', 'b', 'c', 'd'])).toEqual({
      merged,
      fallbacks,
    });
  });

  it('merges only the named blocks', () => {
    const result = withEnglishFallback<Set>({ a: undefined }, { a: 'A', other: 'O' }, ['a']);
    expect(result.merged).toEqual({ a: 'A' });
  });

  it('names the blocks English may fill', () => {
    expect(emptyBlocks<Set>({ a: 'Á', b: [], c: { x: undefined } }, ['a', 'b', 'c', 'd'])).toEqual([
      'b',
      'c',
      'd',
    ]);
  });
});

describe('laterOf', () => {
  const early = new Date('2026-11-20T00:00:00Z');
  const late = new Date('2026-11-23T00:00:00Z');
  it.each([
    [early, late, late],
    [late, early, late],
    [undefined, late, late],
    [early, undefined, early],
    [undefined, undefined, undefined],
  ])('%s, %s → %s', (a, b, expected) => {
    expect(laterOf(a, b)).toBe(expected);
  });
});

describe('readWithFallback', () => {
  type Set = Record<string, string | undefined>;
  const sets: Record<Language, Set> = { en: { a: 'A', b: 'B' }, es: { a: 'Á', b: undefined } };

  function feed(answers: Partial<Record<Locale, Set | Error>>) {
    const asked: Locale[] = [];
    const spec: LocalisedFeed<Set> = {
      read: async (locale) => {
        asked.push(locale);
        const answer = answers[locale];
        if (answer instanceof Error) throw answer;
        return answer ?? {};
      },
      missing: (localised) => emptyBlocks(localised, ['a', 'b']),
      merge: (localised, english) => withEnglishFallback(localised, english, ['a', 'b']),
    };
    return { spec, asked };
  }

  it('reads English once on an English page', async () => {
    const { spec, asked } = feed({ en: sets.en });
    expect(await readWithFallback('en', spec)).toEqual({ merged: sets.en, fallbacks: [] });
    expect(asked).toEqual(['en']);
  });

  it('fills a missing block from the English set, read at the same time', async () => {
    const { spec, asked } = feed(sets);
    expect(await readWithFallback('es', spec)).toEqual({
      merged: { a: 'Á', b: 'B' },
      fallbacks: ['b'],
    });
    expect(asked.sort()).toEqual(['en', 'es']);
  });

  it('needs no English answer when nothing is missing: its failure does not matter', async () => {
    const { spec } = feed({ es: { a: 'Á', b: 'Bé' }, en: new Error('English down') });
    expect(await readWithFallback('es', spec)).toEqual({
      merged: { a: 'Á', b: 'Bé' },
      fallbacks: [],
    });
  });

  it('fails when a block is missing and the English set cannot be read', async () => {
    const { spec } = feed({ es: sets.es, en: new Error('English down') });
    await expect(readWithFallback('es', spec)).rejects.toThrow('English down');
  });

  it("fails with the page language's own failure", async () => {
    const { spec } = feed({ es: new Error('Spanish down'), en: sets.en });
    await expect(readWithFallback('es', spec)).rejects.toThrow('Spanish down');
  });
});

describe('reportFallbacks', () => {
  let lines: string[];
  let restore: () => void;
  beforeEach(() => {
    lines = [];
    restore = setLogSink((level, source, message, fields) =>
      lines.push(`${level} ${source} ${message} ${JSON.stringify(fields)}`),
    );
  });
  afterEach(() => restore());

  it('logs each block once per feed and language, however many renders show it', () => {
    reportFallbacks('test-feed', 'es', ['topSolutions', 'searchTile']);
    reportFallbacks('test-feed', 'es', ['topSolutions']);
    reportFallbacks('test-feed-2', 'es', ['topSolutions']);
    expect(lines).toEqual([
      `warn content-fallback test-feed has no 'topSolutions' in es; the English block is shown {"event":"locale-fallback","feed":"test-feed","locale":"es","block":"topSolutions"}`,
      `warn content-fallback test-feed has no 'searchTile' in es; the English block is shown {"event":"locale-fallback","feed":"test-feed","locale":"es","block":"searchTile"}`,
      `warn content-fallback test-feed-2 has no 'topSolutions' in es; the English block is shown {"event":"locale-fallback","feed":"test-feed-2","locale":"es","block":"topSolutions"}`,
    ]);
  });
});

describe('readOrEnglish', () => {
  type Side = 'full' | 'empty' | 'fails';
  const answer = (side: Side, text: string) =>
    side === 'fails'
      ? Promise.reject(new Error(`${text} failed`))
      : Promise.resolve(side === 'full' ? text : '');
  const read = (spanish: Side, english: Side) => (locale: Locale) =>
    locale === 'es' ? answer(spanish, 'hola') : answer(english, 'hello');

  it.each([
    ['full', 'full', { value: 'hola', english: false }],
    ['empty', 'full', { value: 'hello', english: true }],
    ['fails', 'full', { value: 'hello', english: true }],
    ['full', 'fails', { value: 'hola', english: false }],
    ['empty', 'empty', { value: '', english: false }],
    ['empty', 'fails', { value: '', english: false }],
    ['fails', 'empty', { value: '', english: false }],
  ] as const)('Spanish %s, English %s: %j', async (spanish, english, expected) => {
    expect(await readOrEnglish('es', read(spanish, english), (v) => v === '')).toEqual(expected);
  });

  it('fails when neither language answers', async () => {
    await expect(readOrEnglish('es', read('fails', 'fails'), (v) => v === '')).rejects.toThrow(
      'hola failed',
    );
  });

  it('asks an English page once, in English', async () => {
    const asked: Locale[] = [];
    const value = await readOrEnglish(
      'en',
      async (locale) => {
        asked.push(locale);
        return 'hello';
      },
      (v) => v === '',
    );
    expect({ value, asked }).toEqual({ value: { value: 'hello', english: false }, asked: ['en'] });
  });
});
