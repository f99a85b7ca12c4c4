/**
 * Applies the rules of a `?lazy` CSS module (build/lazy-styles.mjs) when the code that uses them
 * loads. A constructed stylesheet is adopted by the document: no <style> element, so a strict
 * Content-Security-Policy (no 'unsafe-inline' styles) lets it through. Browsers without
 * constructed stylesheets (and jsdom) get a <style> element. A shadow root that renders the same
 * parts (the embeddable player) asks for every such sheet, present and to come.
 */
type Target = Document | ShadowRoot;

const applied = new WeakMap<Target, Set<string>>();
const loaded: string[] = [];
const shadowRoots = new Set<ShadowRoot>();
let intoDocument = true;

function applyTo(target: Target, css: string): void {
  const done = applied.get(target) ?? new Set<string>();
  if (done.has(css)) return;
  applied.set(target, done.add(css));
  const doc = target instanceof ShadowRootLike ? target.ownerDocument : (target as Document);
  const view = doc.defaultView;
  if (view && 'adoptedStyleSheets' in target && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  (target === doc ? doc.head : target).append(style);
}

// Not every environment this module is evaluated in (the server) has a ShadowRoot class.
const ShadowRootLike: { [Symbol.hasInstance](value: unknown): value is ShadowRoot } = {
  [Symbol.hasInstance]: (value: unknown): value is ShadowRoot =>
    typeof ShadowRoot !== 'undefined' && value instanceof ShadowRoot,
};

export function adoptStyles(css: string, doc: Document | undefined = globalThis.document): void {
  // On the server the module is only evaluated for its class names.
  if (!doc) return;
  if (!loaded.includes(css)) loaded.push(css);
  if (intoDocument) applyTo(doc, css);
  for (const root of shadowRoots) applyTo(root, css);
}

/** Gives a shadow root every lazily loaded sheet: those loaded already and those to come. */
export function adoptStylesInto(root: ShadowRoot): void {
  shadowRoots.add(root);
  for (const css of loaded) applyTo(root, css);
}

/**
 * For a bundle that renders only inside shadow roots (the embed on another site's page): the
 * rules go to those roots alone, never to the host page. Call before any part is imported.
 */
export function keepStylesOutOfDocument(): void {
  intoDocument = false;
}
