/**
 * Where focus goes when a dismissed alert (holding focus) is removed. Kept apart from the dialog
 * focus helpers (ui/shared/focus.ts) so the alerts, which load before any interaction, do not
 * bring those along.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The next element Tab reaches after `leaving`, else the one before it, so focus does not drop
 * to the page with the removed element.
 */
export function focusAfterRemoval(
  leaving: HTMLElement,
  root: HTMLElement = leaving.ownerDocument.body,
): HTMLElement | undefined {
  const outside = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !leaving.contains(el) &&
      !el.closest('[inert],[hidden]') &&
      el.getAttribute('aria-hidden') !== 'true',
  );
  const follows = (el: HTMLElement) =>
    (leaving.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return outside.find(follows) ?? outside.filter((el) => !follows(el)).at(-1);
}
