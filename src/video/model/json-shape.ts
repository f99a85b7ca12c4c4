/**
 * Shapes for the content service's JSON (video metadata, captions, link overlays) in plain code.
 * They run in the poster tile's chunk, before a click: zod/mini there cost about 6 KB gzip of the
 * page's budget, and the shapes the widget reads need only these few rules, which follow zod's:
 * - an object is a non-null, non-array object; its unknown fields are left out, and a field a
 *   reader rejects rejects the whole object;
 * - a number is a finite number (zod 4 rejects NaN and ±Infinity);
 * - optional() takes undefined (a missing field) and nullish() also null;
 * - map() turns an accepted value into another, as zod's pipe into a transform.
 */
const REJECTED: unique symbol = Symbol('rejected');
type Read<T> = T | typeof REJECTED;

export type SafeParse<T> = { success: true; data: T } | { success: false };

export interface Shape<T> {
  /** The value as T, or REJECTED; the combinators below build on it. */
  read(value: unknown): Read<T>;
  /** The value as T; throws a TypeError naming `what` when the shape rejects it. */
  parse(value: unknown, what?: string): T;
  safeParse(value: unknown): SafeParse<T>;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

function shape<T>(read: (value: unknown) => Read<T>): Shape<T> {
  return {
    read,
    parse(value, what = 'value') {
      const result = read(value);
      if (result === REJECTED) throw new TypeError(`${what} does not have the expected shape`);
      return result;
    },
    safeParse(value) {
      const result = read(value);
      return result === REJECTED ? { success: false } : { success: true, data: result };
    },
  };
}

export const string = (): Shape<string> => shape((v) => (typeof v === 'string' ? v : REJECTED));

/** A string or a finite number, as the content service sends ids, timecodes and flags. */
export const scalar = (): Shape<string | number> =>
  shape((v) =>
    typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? v : REJECTED,
  );

export const unknown = (): Shape<unknown> => shape((v) => v);

export const optional = <T>(inner: Shape<T>): Shape<T | undefined> =>
  shape((v) => (v === undefined ? undefined : inner.read(v)));

export const nullish = <T>(inner: Shape<T>): Shape<T | null | undefined> =>
  shape((v) => (v === undefined || v === null ? v : inner.read(v)));

export const array = <T>(item: Shape<T>): Shape<T[]> =>
  shape((v) => {
    if (!Array.isArray(v)) return REJECTED;
    const out: T[] = [];
    for (const entry of v) {
      const read = item.read(entry);
      if (read === REJECTED) return REJECTED;
      out.push(read);
    }
    return out;
  });

export const map = <T, U>(inner: Shape<T>, to: (value: T) => U): Shape<U> =>
  shape((v) => {
    const read = inner.read(v);
    return read === REJECTED ? REJECTED : to(read);
  });

type Fields = Record<string, Shape<unknown>>;
type ObjectOf<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with these fields; `shape` names them, as zod's object does. */
export function object<F extends Fields>(fields: F): Shape<ObjectOf<F>> & { shape: F } {
  const entries = Object.entries(fields);
  const read = (v: unknown): Read<ObjectOf<F>> => {
    if (!isRecord(v)) return REJECTED;
    const out: Record<string, unknown> = {};
    for (const [key, field] of entries) {
      const value = field.read(v[key]);
      if (value === REJECTED) return REJECTED;
      // A missing optional field stays missing, as in zod's output.
      if (value !== undefined || key in v) out[key] = value;
    }
    return out as ObjectOf<F>;
  };
  return { ...shape(read), shape: fields };
}
