export const TOOLTIP_MAX_WIDTH = 320;
export const TOOLTIP_ICON_SIZE = 18;
export const TOOLTIP_DEFAULT_OFFSET = 8;

export type TooltipPlacement = 'top' | 'bottom';

/** Space kept between the box and the viewport edge: 32 px when wider than 600, else 16 px. */
export function viewportMargin(viewportWidth: number): number {
  return viewportWidth > 600 ? 32 : 16;
}

export interface TooltipPositionInput {
  /** The trigger's box in viewport coordinates. */
  trigger: { left: number; top: number; width: number; height: number };
  viewportWidth: number;
  placement: TooltipPlacement;
  /** Requested box width; capped at 320 px and at the viewport minus its margins. */
  boxWidth?: number | undefined;
  offset?: number | undefined;
}

export interface TooltipPosition {
  left: number;
  /** For 'bottom', the box's top edge; for 'top', its bottom edge (the box is shifted up by its height). */
  top: number;
  width: number;
  /** Arrow position from the box's left edge, pointing at the trigger's centre. */
  arrowLeft: number;
}

export function tooltipPosition({
  trigger,
  viewportWidth,
  placement,
  boxWidth,
  offset,
}: TooltipPositionInput): TooltipPosition {
  const margin = viewportMargin(viewportWidth);
  const gap = offset ?? TOOLTIP_DEFAULT_OFFSET;
  const available = Math.max(0, viewportWidth - 2 * margin);
  const width = Math.min(boxWidth ?? TOOLTIP_MAX_WIDTH, TOOLTIP_MAX_WIDTH, available);
  const centre = trigger.left + trigger.width / 2;
  const wanted = centre - width / 2;
  const left = Math.min(Math.max(wanted, margin), Math.max(margin, viewportWidth - margin - width));
  const top = placement === 'bottom' ? trigger.top + trigger.height + gap : trigger.top - gap;
  const arrowLeft = Math.min(Math.max(centre - left, 12), Math.max(12, width - 12));
  return { left, top, width, arrowLeft };
}

/**
 * How far the trigger may move while the tooltip is open before a scroll closes it. A tap often
 * nudges the page by a pixel or two, and a scroll that was already under way when the tooltip
 * opened is reported after the tap; neither is the visitor scrolling away.
 */
export const TOOLTIP_SCROLL_TOLERANCE = 4;

/** True when the trigger has moved, since the tooltip opened, by more than the tolerance. */
export function triggerMovedAway(
  opened: { left: number; top: number },
  now: { left: number; top: number },
  tolerance = TOOLTIP_SCROLL_TOLERANCE,
): boolean {
  return Math.abs(now.top - opened.top) > tolerance || Math.abs(now.left - opened.left) > tolerance;
}
