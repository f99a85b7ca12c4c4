/**
 * Dialog behaviour that also holds inside a shadow root (the embeddable video element renders
 * there): events seen at the document are retargeted to the shadow host, and
 * document.activeElement names the host, so the dialog code asks for the real node instead.
 */
import { createContext } from 'react';

/** The node an event started on, inside any open shadow root. */
export function eventOrigin(event: Event): EventTarget | null {
  return event.composedPath?.()[0] ?? event.target;
}

/** The focused element, looking into open shadow roots. */
export function deepActiveElement(root: Document = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The parent element, crossing from a shadow root's top level to its host. */
export function composedParent(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const parent = node.parentNode;
  return parent instanceof ShadowRoot ? parent.host : null;
}

/** Where dialogs render: <body> on the site; the embed supplies a node in its shadow root. */
export const PortalTarget = createContext<(() => Element) | undefined>(undefined);
