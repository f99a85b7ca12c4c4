export const ACCORDION_ANIMATION_MS = 250;

/** The expand-all control names the action it will take: collapse only when every item is open. */
export function expandAllLabel(
  openStates: readonly boolean[],
  expandAllText: string,
  collapseAllText: string,
): string {
  return openStates.length > 0 && openStates.every(Boolean) ? collapseAllText : expandAllText;
}

/** How many items show: the initial subset until "View more", or all of them. */
export function visibleCount(
  total: number,
  initialCount: number | undefined,
  showAll: boolean,
): number {
  if (showAll || initialCount === undefined || initialCount <= 0) return total;
  return Math.min(total, Math.floor(initialCount));
}
