/**
 * What a page in the pseudo-locale shows outside the generator's markers (src/domain/i18n/pseudo.ts):
 * a text the product wrote without the catalogue (a hard-coded English string), or a catalogue
 * text cut so that its markers were lost: `textsOutsideMarkers` is the pure rule over what
 * `pageTexts` (./page-texts.ts) reads in the page.
 */
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../src/domain/i18n/pseudo.ts';
import type { PageText } from './page-texts.ts';

/** What the rule reads of a page's text. */
export type MarkedText = Pick<PageText, 'text' | 'kind' | 'shown' | 'where'>;

export interface TextOutsideMarkers {
  text: string;
  where: string;
}

/** A text allowed outside the markers (a pattern, or a string the whole text must be) and why. */
export type Allowed = readonly [RegExp | string, string];

/**
 * Texts that may stand outside the markers, each with its reason. Only data belongs here, never
 * words: what the visitor's account or the page's numbers are, which no catalogue translates.
 */
export const ALLOWED_OUTSIDE_MARKERS: readonly Allowed[] = [
  // Digits, phone numbers, times, prices and punctuation carry no language.
  [/^[^\p{L}]*$/u, 'no letters at all'],
  // The services' product names (src/domain/services.ts, the small-business service choice): the
  // same in every language, as docs/locales.md asks of product names.
  [/^(?:Fixed Wireless|Internet Air)$/, 'a product name'],
];

const LETTER = /\p{L}/u;

/**
 * The shown texts with letters outside the markers. A text node's markers may open in one node
 * and close in a later one (a message with a link inside it), so nodes are read as one run in
 * document order; an attribute is a text of its own.
 */
export function textsOutsideMarkers(
  texts: readonly MarkedText[],
  allowed: readonly Allowed[] = ALLOWED_OUTSIDE_MARKERS,
): TextOutsideMarkers[] {
  const found: TextOutsideMarkers[] = [];
  let nodeDepth = 0;
  for (const { text, kind, shown, where } of texts) {
    let depth = kind === 'node' ? nodeDepth : 0;
    let outside = '';
    for (const char of text) {
      if (char === PSEUDO_OPEN) depth += 1;
      else if (char === PSEUDO_CLOSE) depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += char;
    }
    if (kind === 'node') nodeDepth = depth;
    const words = outside.replace(/\s+/g, ' ').trim();
    if (!shown || !LETTER.test(words)) continue;
    if (
      allowed.some(([pattern]) =>
        typeof pattern === 'string' ? pattern === words : pattern.test(words),
      )
    )
      continue;
    found.push({ text: words, where });
  }
  return found;
}
