import { useEffect, type RefObject } from 'react';
import { composedParent } from './shadow.ts';

/** Open dialog layers, the last one on top. */
const layers: Element[] = [];
/** The elements this module made inert (never those that were inert already). */
const madeInert = new Set<Element>();

/** Everything outside `layer`: its siblings and the siblings of each ancestor up to <body>. */
function outside(layer: Element): Set<Element> {
  const others = new Set<Element>();
  // Up to <body>, leaving a shadow root for its host (a dialog in the embed's shadow root).
  for (let node: Element = layer; node !== document.body;) {
    const parent = composedParent(node);
    if (!parent) break;
    // Siblings live in the shadow root when the node is at its top level.
    const siblings = node.parentNode instanceof ShadowRoot ? node.parentNode : parent;
    for (const sibling of siblings.children) if (sibling !== node) others.add(sibling);
    node = parent;
  }
  return others;
}

/** Makes everything outside the topmost layer inert, and only that. */
function update() {
  const top = layers[layers.length - 1];
  const wanted = top ? outside(top) : new Set<Element>();
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    if (madeInert.has(element) || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

/**
 * Makes the rest of the page inert while a dialog is open, the way Radix's hideOthers applies
 * aria-hidden: the siblings of the dialog's layer and of each of its ancestors up to <body>.
 * The page behind cannot be focused, clicked or read by assistive technology. Elements that were
 * inert already are left alone. Nested dialogs: only the topmost layer is live (one opened from
 * another makes the first inert), and closing it brings back the state of the one below.
 * Returns the function that removes the layer.
 */
export function makeOthersInert(layer: Element): () => void {
  layers.push(layer);
  update();
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    layers.splice(layers.lastIndexOf(layer), 1);
    update();
  };
}

/** While active, the rest of the page (everything outside `layer`) is inert. */
export function useInertOutside(layer: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const node = layer.current;
    if (!active || !node) return undefined;
    return makeOthersInert(node);
  }, [active, layer]);
}
