/**
 * What a page in the pseudo-locale shows outside the generator's markers (src/domain/i18n/pseudo.ts):
 * a text the product wrote without the catalogue (a hard-coded English string), or a catalogue
 * text cut so that its markers were lost. `pageTexts` runs in the page; `textsOutsideMarkers` is
 * the pure rule over what it returns.
 */
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../src/domain/i18n/pseudo.ts';

export interface PageText {
  /** A text node's text (read in document order) or one accessible-name attribute's value. */
  text: string;
  kind: 'node' | 'attribute';
  /** Whether it shows or is announced (a text node's element is rendered); attributes always. */
  shown: boolean;
  /** Where it is, for the failure: the element and its section. */
  where: string;
}

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
  texts: readonly PageText[],
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

/**
 * Runs in the page: the body's text nodes in document order and every `aria-label`, `title`,
 * `alt` and `placeholder`, but for scripts, styles and templates and for blocks in another
 * language than the page's (the nearest `lang` up the tree: content the feed had only in
 * English, the language switch's names of the other languages).
 */
export function pageTexts(): PageText[] {
  const pageLang = document.documentElement.lang;
  const elsewhere = (element: Element) =>
    element.closest('script, style, template, noscript') !== null ||
    (element.closest('[lang]')?.getAttribute('lang') ?? pageLang) !== pageLang;
  const where = (element: Element) => {
    const section = element.closest('section[id], [id]')?.id;
    const name = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    return section ? `${name} in #${section}` : name;
  };
  const texts: PageText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || elsewhere(parent)) continue;
    texts.push({
      text: node.textContent ?? '',
      kind: 'node',
      shown: parent.checkVisibility({ visibilityProperty: true }),
      where: where(parent),
    });
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [title], [alt], [placeholder]',
  )) {
    if (elsewhere(element)) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value !== null)
        texts.push({
          text: value,
          kind: 'attribute',
          shown: true,
          where: `${where(element)} [${name}]`,
        });
    }
  }
  return texts;
}
