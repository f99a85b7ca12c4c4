import { describe, expect, it } from 'vitest';
import { localeProp } from './locale-prop.ts';

describe('localeProp', () => {
  it.each([
    [undefined, {}],
    ['en', {}],
    ['es', { locale: 'es' }],
  ] as const)('%s → %j', (locale, prop) => {
    // Nothing at all on an English page: not even an undefined key, which props would serialise.
    expect(localeProp(locale)).toStrictEqual(prop);
  });
});
