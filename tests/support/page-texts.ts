/**
 * What a page shows in words, read in the page for the language checks (the Spanish pages' English
 * texts, tests/support/english-texts.ts; the pseudo-locale's markers, tests/support/pseudo-texts.ts).
 */

export interface PageText {
  /** A text node's text (read in document order) or one accessible-name attribute's value. */
  text: string;
  kind: 'node' | 'attribute';
  /** Whether it shows or is announced (a text node's element is rendered); attributes always. */
  shown: boolean;
  /** Where it is, for the failure: the element and its section. */
  where: string;
  /** The language it is in: the nearest `lang` up the tree (the page's, lower-cased, if none other). */
  lang: string;
  /** Whether that is the page's own language (not a block the feed had only in English, say). */
  inPageLanguage: boolean;
}

/**
 * Runs in the page: the body's text nodes in document order, then every `aria-label`, `title`,
 * `alt` and `placeholder`, but for scripts, styles and templates.
 */
export function pageTexts(): PageText[] {
  const pageLang = document.documentElement.lang.toLowerCase();
  const skipped = (element: Element) =>
    element.closest('script, style, template, noscript') !== null;
  const langOf = (element: Element) =>
    (element.closest('[lang]')?.getAttribute('lang') ?? pageLang).toLowerCase();
  const where = (element: Element) => {
    const section = element.closest('section[id], [id]')?.id;
    const name = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    return section ? `${name} in #${section}` : name;
  };
  const texts: PageText[] = [];
  const add = (
    element: Element,
    text: string,
    kind: PageText['kind'],
    shown: boolean,
    at: string,
  ) => {
    const lang = langOf(element);
    texts.push({ text, kind, shown, where: at, lang, inPageLanguage: lang === pageLang });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skipped(parent)) continue;
    const shown = parent.checkVisibility({ visibilityProperty: true });
    add(parent, node.textContent ?? '', 'node', shown, where(parent));
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [title], [alt], [placeholder]',
  )) {
    if (skipped(element)) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value !== null) add(element, value, 'attribute', true, `${where(element)} [${name}]`);
    }
  }
  return texts;
}
