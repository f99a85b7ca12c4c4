import { deepActiveElement } from './shadow.ts';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside the container, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.hasAttribute('inert') &&
      !el.closest('[inert],[hidden]') &&
      el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The element Tab should move to, or undefined to let the browser move focus. */
export function trapTarget(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return undefined;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return undefined;
}

/**
 * Keeps Tab and Shift+Tab cycling inside the container (WAI-ARIA dialog pattern): the last
 * element wraps to the first and back; from outside (or from the container itself) Tab enters
 * at the first, Shift+Tab at the last. With nothing focusable the container keeps focus.
 * Returns true when it moved focus itself.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableWithin(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const target = trapTarget(items, deepActiveElement(), event.shiftKey);
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
