/**
 * Pseudo-localisation: the English catalogue turned into a language nobody speaks, so that a page
 * in it shows at a glance what it did not take from the catalogue. Each text keeps its meaning
 * readable (every Latin letter accented), grows by about 40% (the padding translations need: a
 * layout that holds it holds German or Spanish) and is wrapped in markers, so a text outside
 * them is a hard-coded string, and a marker cut off is a clipped text. docs/locales.md
 * ("Pseudo-locale") says how it is switched on and what it proves.
 */

/** The markers around every pseudo-localised text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** How much longer a pseudo-localised text is than its English, before the markers. */
export const PSEUDO_EXPANSION = 0.4;

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Words the padding is made of: short ones, so a padded text wraps where a real translation
 * would instead of forcing one unbreakable run.
 */
const PADDING = ['ļóŕéɱ', 'íþšúɱ', 'ðóļóŕ', 'šíţ', 'áɱéţ', 'çóñšé', 'ţéţúŕ'];

/** What a translator must keep as it is: `{count}` and `[[service]]` placeholders. */
const PLACEHOLDERS = ['\\{[^{}]*\\}', '\\[\\[[^\\]]*\\]\\]'];

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Padding of at least `length` characters, in whole words, each after a space. */
function padding(length: number): string {
  let pad = '';
  for (let word = 0; pad.length < length; word += 1)
    pad += ` ${PADDING[word % PADDING.length] ?? ''}`;
  return pad;
}

/**
 * One text pseudo-localised: accented but for its placeholders and the `kept` parts (a message's
 * arguments, which are data, not the catalogue's words), padded and wrapped in the markers.
 * Empty or blank text stays as it is: there is nothing to see.
 */
export function pseudoLocalise(text: string, kept: readonly string[] = []): string {
  if (text.trim() === '') return text;
  // The longest kept part first, so an argument containing another is kept whole.
  const keptParts = kept.filter((part) => part !== '').sort((a, b) => b.length - a.length);
  // One capturing group: split then alternates the catalogue's words (even) and kept parts (odd).
  const pattern = new RegExp(`(${[...PLACEHOLDERS, ...keptParts.map(escaped)].join('|')})`, 'g');
  const pieces = text.split(pattern);
  const own = pieces.filter((_, index) => index % 2 === 0);
  const accented = pieces.map((piece, index) => (index % 2 === 0 ? accent(piece) : piece)).join('');
  // Only the catalogue's own letters grow: an argument is as long in every language.
  const growth = Math.ceil(own.join('').length * PSEUDO_EXPANSION);
  return `${PSEUDO_OPEN}${accented}${padding(growth)}${PSEUDO_CLOSE}`;
}

/** A message function whose result is pseudo-localised, its string arguments left as they are. */
function pseudoMessage<A extends unknown[]>(message: (...args: A) => string) {
  return (...args: A) =>
    pseudoLocalise(
      message(...args),
      args.filter((arg): arg is string => typeof arg === 'string'),
    );
}

/**
 * A whole catalogue area pseudo-localised from the English one: every text and every message
 * function's result, through nested groups and lists, with the same shape and parameters.
 */
export function pseudoCatalogue<T>(english: T): T {
  const map = (value: unknown): unknown => {
    if (typeof value === 'string') return pseudoLocalise(value);
    if (typeof value === 'function') return pseudoMessage(value as (...args: unknown[]) => string);
    if (Array.isArray(value)) return value.map(map);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, map(child)]));
    return value;
  };
  return map(english) as T;
}
