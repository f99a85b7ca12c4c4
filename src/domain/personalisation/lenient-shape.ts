/**
 * Lenient readers for the personalisation calls' bodies, in plain code: zod/mini cost a signed-in
 * visitor about 6 KB gzip before interaction, and these bodies need only five rules, which follow
 * what the zod/mini schemas they replace did (src/domain/personalisation/schemas.test.ts holds them):
 * - an object is a non-null, non-array object; its unknown fields are left out, a field that was
 *   present stays present (undefined when unreadable), and a missing one stays missing;
 * - text is a string, or a number as its string (JSON numbers are finite); anything else is
 *   undefined;
 * - a yes/no is a boolean or a string, as sent; anything else is undefined;
 * - a list drops its unreadable entries, is empty when it is not a list and undefined when missing;
 * - a nested object that is not an object is undefined.
 * Only a body that is not an object at all is refused.
 */

/** Reads a value, never throwing: what it cannot read becomes undefined (a list, empty). */
export type Reader<T> = (value: unknown) => T;

/** What a reader gives; undefined when the field could not be read. */
export type Read<R> = R extends Reader<infer T> ? T : never;

export type Fields = Record<string, Reader<unknown>>;

/** A read object: every field optional, since any may be missing or unreadable. */
export type ObjectOf<F extends Fields> = { [K in keyof F]?: Read<F[K]> };

export type SafeParse<T> = { success: true; data: T } | { success: false; error: string };

/** The body's shape at the boundary: zod's safeParse, so src/browser/http.ts takes it as it is. */
export interface BodyShape<T> {
  safeParse(value: unknown): SafeParse<T>;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const text: Reader<string | undefined> = (v) =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

export const yesNo: Reader<boolean | string | undefined> = (v) =>
  typeof v === 'boolean' || typeof v === 'string' ? v : undefined;

function readFields<F extends Fields>(fields: F, v: Record<string, unknown>): ObjectOf<F> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const read = fields[key]!(v[key]);
    if (read !== undefined || key in v) out[key] = read;
  }
  return out as ObjectOf<F>;
}

/** An object inside a body, or undefined when it is not one. */
export const nested =
  <F extends Fields>(fields: F): Reader<ObjectOf<F> | undefined> =>
  (v) =>
    isRecord(v) ? readFields(fields, v) : undefined;

/**
 * A list of objects, its entries that are not objects dropped; empty when it is not a list, and
 * undefined when it is missing.
 */
export const listOf =
  <F extends Fields>(fields: F): Reader<ObjectOf<F>[] | undefined> =>
  (v) =>
    v === undefined
      ? undefined
      : Array.isArray(v)
        ? v.filter(isRecord).map((entry) => readFields(fields, entry))
        : [];

/** A whole body: refused only when it is not an object. */
export const body = <F extends Fields>(fields: F): BodyShape<ObjectOf<F>> => ({
  safeParse: (v) =>
    isRecord(v)
      ? { success: true, data: readFields(fields, v) }
      : { success: false, error: 'the body is not an object' },
});

/** What a body shape gives. */
export type Body<S> = S extends BodyShape<infer T> ? T : never;
