/**
 * The shape every language's catalogue must have: the English catalogue's, with each text free to
 * differ and each message function keeping its parameters. A key missing in another language
 * fails the type check.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};
