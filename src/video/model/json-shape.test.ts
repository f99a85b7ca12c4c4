/**
 * The plain-code shapes (src/video/model/json-shape.ts) keep the rules of the zod/mini schemas they
 * replaced: every case runs through both and must come out the same.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as shape from './json-shape.ts';

const cases: unknown[] = [
  undefined,
  null,
  '',
  'text',
  0,
  12.5,
  -3,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  ['a', 1, null],
  {},
  { a: 'x' },
  { a: 'x', b: 2, extra: true },
  { a: null, b: 'y' },
  { a: undefined },
  { a: ['x', 3, 'y'], b: 1 },
  { a: 'x', b: {} },
  { a: 5, b: [] },
];

/** Each pair: the zod/mini schema as it was, the plain-code shape that replaced it. */
const pairs: [string, z.ZodMiniType, shape.Shape<unknown>][] = [
  ['string', z.string(), shape.string()],
  ['scalar', z.union([z.string(), z.number()]), shape.scalar()],
  [
    'optional scalar',
    z.optional(z.union([z.string(), z.number()])),
    shape.optional(shape.scalar()),
  ],
  ['nullish string', z.nullish(z.string()), shape.nullish(shape.string())],
  ['array of unknown', z.array(z.unknown()), shape.array(shape.unknown())],
  ['array of strings', z.array(z.string()), shape.array(shape.string())],
  [
    'text (scalar as a string)',
    z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    shape.map(shape.scalar(), String),
  ],
  [
    'object of optional fields',
    z.object({ a: z.optional(z.string()), b: z.optional(z.union([z.string(), z.number()])) }),
    shape.object({ a: shape.optional(shape.string()), b: shape.optional(shape.scalar()) }),
  ],
  [
    'object with a required and a nullish list field',
    z.object({ a: z.string(), b: z.nullish(z.array(z.unknown())) }),
    shape.object({ a: shape.string(), b: shape.nullish(shape.array(shape.unknown())) }),
  ],
  [
    'nested object',
    z.object({ common: z.object({ a: z.nullish(z.union([z.string(), z.number()])) }) }),
    shape.object({ common: shape.object({ a: shape.nullish(shape.scalar()) }) }),
  ],
];

describe('json shapes accept and reject what the zod/mini schemas did', () => {
  for (const [name, schema, plain] of pairs) {
    it.each(cases.map((value) => [value] as const))(`${name}: %j`, (value) => {
      const expected = schema.safeParse(value);
      const actual = plain.safeParse(value);
      expect(actual.success).toBe(expected.success);
      if (expected.success && actual.success) expect(actual.data).toStrictEqual(expected.data);
    });
  }
  for (const value of cases) {
    const wrapped = { common: { a: value } };
    it(`an object field inside an object: ${JSON.stringify(value) ?? 'undefined'}`, () => {
      const schema = z.object({ common: z.object({ a: z.optional(z.string()) }) });
      const plain = shape.object({ common: shape.object({ a: shape.optional(shape.string()) }) });
      expect(plain.safeParse(wrapped).success).toBe(schema.safeParse(wrapped).success);
    });
  }
});

describe('parse', () => {
  it('returns the value or throws naming what was read', () => {
    const feed = shape.object({ id: shape.scalar() });
    expect(feed.parse({ id: 7, other: 1 })).toStrictEqual({ id: 7 });
    expect(() => feed.parse({ id: {} }, 'video metadata for 5')).toThrow(
      'video metadata for 5 does not have the expected shape',
    );
  });

  it('names an object’s fields as shape', () => {
    const inner = shape.string();
    expect(shape.object({ a: inner }).shape.a).toBe(inner);
  });
});
