// @vitest-environment jsdom
import { adoptStyles, adoptStylesInto, keepStylesOutOfDocument } from './adopt-styles.ts';

/** A document that, like a current browser, takes constructed stylesheets. */
function documentWithAdoptedSheets() {
  const doc = document.implementation.createHTMLDocument('page');
  const replaced: string[] = [];
  class Sheet {
    replaceSync(css: string) {
      replaced.push(css);
    }
  }
  Object.defineProperty(doc, 'defaultView', { value: { CSSStyleSheet: Sheet } });
  Object.defineProperty(doc, 'adoptedStyleSheets', { value: [], writable: true });
  return { doc, replaced };
}

describe('adoptStyles', () => {
  it('adopts the rules as a constructed stylesheet, without a <style> element', () => {
    const { doc, replaced } = documentWithAdoptedSheets();
    adoptStyles('.a{color:red}', doc);
    expect(replaced).toEqual(['.a{color:red}']);
    expect(doc.adoptedStyleSheets).toHaveLength(1);
    expect(doc.querySelector('style')).toBeNull();
  });

  it('applies the same rules once per document', () => {
    const { doc } = documentWithAdoptedSheets();
    adoptStyles('.b{color:red}', doc);
    adoptStyles('.b{color:red}', doc);
    adoptStyles('.c{color:red}', doc);
    expect(doc.adoptedStyleSheets).toHaveLength(2);
  });

  it('falls back to a <style> element where stylesheets cannot be constructed', () => {
    const doc = document.implementation.createHTMLDocument('old');
    Object.defineProperty(doc, 'defaultView', { value: { CSSStyleSheet: class {} } });
    adoptStyles('.d{color:red}', doc);
    expect(doc.head.querySelector('style')?.textContent).toBe('.d{color:red}');
  });

  it('does nothing without a document (the server render)', () => {
    vi.stubGlobal('document', undefined);
    expect(() => adoptStyles('.e{color:red}')).not.toThrow();
  });

  it('gives a shadow root the sheets loaded before and after it asked', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles('.f{color:red}');
    adoptStylesInto(root);
    adoptStyles('.g{color:red}');
    // jsdom adopts constructed sheets into shadow roots; read their rules back.
    const rules = [
      ...root.adoptedStyleSheets.flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      ),
      ...[...root.querySelectorAll('style')].map((style) => style.textContent),
    ];
    expect(rules.join(' ')).toMatch(
      /\.f \{ ?color: red;? ?\}.*\.g \{ ?color: red;? ?\}|\.f\{color:red\}.*\.g\{color:red\}/,
    );
  });

  it('keeps the rules out of the document when told to (the embed on another site)', () => {
    const doc = document.implementation.createHTMLDocument('host');
    Object.defineProperty(doc, 'defaultView', { value: { CSSStyleSheet: class {} } });
    keepStylesOutOfDocument();
    adoptStyles('.h{color:red}', doc);
    expect(doc.head.querySelector('style')).toBeNull();
  });
});
