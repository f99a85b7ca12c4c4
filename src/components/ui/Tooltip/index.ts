export {
  Tooltip,
  TOOLTIP_ICON_VARIANTS,
  type TooltipIconVariant,
  type TooltipProps,
  type TooltipState,
} from './Tooltip.tsx';
export * from './tooltip-position.ts';
