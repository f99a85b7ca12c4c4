import fc from 'fast-check';
import { envelopedJson } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { normaliseResults, pageQuery, searchParams } from './knowledge-search.ts';

describe('kmservices results normaliser', () => {
  it('returns typed data for any JSON and never throws', () => {
    fc.assert(
      fc.property(envelopedJson, (raw) => {
        const out = normaliseResults(raw);
        expect(
          Array.isArray(out) &&
            out.every((r) => typeof r.title === 'string' && typeof r.url === 'string'),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('search query', () => {
  const query = { description: 'no signal', tags: ['wireless'], region: 'US' };
  const english = {
    contentTypes: 'instruct,parent-instruct,breakfix,weblink',
    description: 'no signal',
    tags: 'wireless',
    region: 'US',
  };

  it.each([
    ['no language', query, english],
    ['English', { ...query, locale: 'en' as const }, english],
    ['Spanish', { ...query, locale: 'es' as const }, { ...english, locale: 'es-US' }],
  ])('asks %s as the content service takes it', (_, input, params) => {
    expect(searchParams(input)).toEqual(params);
  });
});

describe('the search an address asks for', () => {
  it.each([
    ['', undefined],
    ['?q=', undefined],
    ['?q=%20%20', undefined],
    ['?utm_source=x', undefined],
    ['?q=Set+up+your+new+phone', 'Set up your new phone'],
    ['?q=%20Restart%20%22phone%22%20&utm_source=x', 'Restart "phone"'],
    ['q=no+leading+mark', 'no leading mark'],
    [`?q=${'a'.repeat(300)}`, 'a'.repeat(200)],
  ])('%s → %s', (search, query) => {
    expect(pageQuery(search)).toBe(query);
  });
});
