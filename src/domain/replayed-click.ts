/**
 * Marks a link while the replay directive clicks it again for an island that was still loading
 * when the visitor clicked it (`client:replay` with `document`, src/islands/replay): every
 * listener saw the visitor's own click already, so the repeat is not another Link_Click.
 */
export const REPLAYED_CLICK_ATTRIBUTE = 'data-replayed-click';

/** Whether a click on this element is the replay of one already seen. */
export const isReplayedClick = (element: Element): boolean =>
  element.hasAttribute(REPLAYED_CLICK_ATTRIBUTE);

/** Clicks `target` again, marked as a replay while the click is dispatched. */
export function clickAsReplay(target: HTMLElement): void {
  target.setAttribute(REPLAYED_CLICK_ATTRIBUTE, '');
  try {
    target.click();
  } finally {
    target.removeAttribute(REPLAYED_CLICK_ATTRIBUTE);
  }
}
