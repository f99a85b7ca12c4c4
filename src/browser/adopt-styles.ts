/**
 * Applies the rules of a `?lazy` CSS module (build/lazy-styles.mjs) when the code that uses them
 * loads. A constructed stylesheet is adopted by the document: no <style> element, so a strict
 * Content-Security-Policy (no 'unsafe-inline' styles) lets it through. Browsers without
 * constructed stylesheets (and jsdom) get a <style> element.
 */
const applied = new WeakMap<Document, Set<string>>();

export function adoptStyles(css: string, doc: Document | undefined = globalThis.document): void {
  // On the server the module is only evaluated for its class names.
  if (!doc) return;
  const done = applied.get(doc) ?? new Set<string>();
  if (done.has(css)) return;
  applied.set(doc, done.add(css));
  const view = doc.defaultView;
  if (view && 'adoptedStyleSheets' in doc && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  doc.head.append(style);
}
