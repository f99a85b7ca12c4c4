import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { AnalyticsRecord } from '../../analytics/data-layer.ts';
import { reportLinkClick } from '../../analytics/link-click.ts';
import { useLocale } from '../shared/locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';
import { viewportWidth } from '../shared/breakpoints.ts';
import {
  TOOLTIP_ICON_SIZE,
  tooltipPosition,
  triggerMovedAway,
  type TooltipPlacement,
  type TooltipPosition,
} from './tooltip-position.ts';
import styles from './Tooltip.module.scss';

export const TOOLTIP_ICON_VARIANTS = [
  'HollowGray700',
  'SolidGray700',
  'HollowCobalt600',
  'SolidCobalt600',
] as const;
export type TooltipIconVariant = (typeof TOOLTIP_ICON_VARIANTS)[number];

export type TooltipState = 'closed' | 'hover-open' | 'click-pinned';

export interface TooltipAnalytics {
  linkName?: string;
  linkDestinationUrl?: string;
  linkPosition?: string;
  extras?: AnalyticsRecord;
}

export interface TooltipProps {
  tooltipText: ReactNode;
  /** Accessible name of the help button; defaults to 'More information' in the page's language. */
  label?: string;
  /** A custom icon replacing the help glyph. */
  icon?: ReactNode;
  /** Overrides the variant's colour. */
  iconColor?: string;
  iconVariant?: TooltipIconVariant;
  id?: string;
  position?: TooltipPlacement;
  variant?: 'light' | 'dark';
  boxWidth?: number;
  offset?: number;
  zIndex?: number;
  analyticsData?: TooltipAnalytics;
}

export function Tooltip({
  tooltipText,
  label: givenLabel,
  icon,
  iconColor,
  iconVariant = 'HollowGray700',
  id,
  position = 'top',
  variant = 'light',
  boxWidth,
  offset,
  zIndex,
  analyticsData,
}: TooltipProps) {
  const locale = useLocale();
  const label = givenLabel ?? uiText(locale).moreInformation;
  const generatedId = useId();
  const tooltipId = id ?? `${generatedId}-tooltip`;
  const [state, setState] = useState<TooltipState>('closed');
  const [placement, setPlacement] = useState<TooltipPosition | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = state !== 'closed';

  const place = useCallback(() => {
    const box = trigger.current?.getBoundingClientRect();
    if (!box) return;
    setPlacement(
      tooltipPosition({
        trigger: box,
        viewportWidth: viewportWidth(),
        placement: position,
        boxWidth,
        offset,
      }),
    );
  }, [position, boxWidth, offset]);

  useEffect(() => {
    if (!open) return undefined;
    place();
    const close = () => setState('closed');
    const opened = trigger.current?.getBoundingClientRect();
    // The spec's "closes on scroll" means a scroll that carries the trigger away; a nudge of a
    // few pixels (or a scroll event still in flight from before the tap) only re-places the box.
    const onScroll = () => {
      const now = trigger.current?.getBoundingClientRect();
      if (!opened || !now || triggerMovedAway(opened, now)) close();
      else place();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [open, place]);

  const onClick = () => {
    // Enter and Space reach here too, through the native button.
    setState((current) => (current === 'click-pinned' ? 'closed' : 'click-pinned'));
    reportLinkClick({
      linkDestinationUrl: analyticsData?.linkDestinationUrl ?? `#${tooltipId}`,
      // Analytics values are data: the default name is reported in English on every page.
      linkName: analyticsData?.linkName ?? givenLabel ?? uiText().moreInformation,
      linkPosition: analyticsData?.linkPosition,
      extras: analyticsData?.extras,
    });
  };

  const boxStyle: CSSProperties = placement
    ? { left: placement.left, top: placement.top, width: placement.width, zIndex }
    : { zIndex };

  return (
    // Hover on the wrapper keeps the box open while the pointer moves onto it (WCAG 1.4.13);
    // the keyboard equivalent is the button itself.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- see above
    <span
      ref={wrapper}
      className={styles.wrapper}
      data-state={state}
      onMouseEnter={() => setState((current) => (current === 'closed' ? 'hover-open' : current))}
      onMouseLeave={() => setState((current) => (current === 'hover-open' ? 'closed' : current))}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={tooltipId}
        data-icon-variant={iconVariant}
        style={iconColor ? { color: iconColor } : undefined}
        onClick={onClick}
        onBlur={() => setState('closed')}
      >
        {icon ?? <HelpIcon variant={iconVariant} />}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={styles.box}
        data-variant={variant}
        data-placement={position}
        hidden={!open}
        style={{
          ...boxStyle,
          ['--arrow-left' as string]: placement ? `${placement.arrowLeft}px` : '50%',
        }}
      >
        {tooltipText}
      </span>
    </span>
  );
}

function HelpIcon({ variant }: { variant: TooltipIconVariant }) {
  const solid = variant.startsWith('Solid');
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={TOOLTIP_ICON_SIZE}
      height={TOOLTIP_ICON_SIZE}
      viewBox="0 0 18 18"
    >
      <circle
        cx="9"
        cy="9"
        r="8"
        fill={solid ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M6.8 7a2.2 2.2 0 114 1.2c-.6.6-1.8 1-1.8 2.3"
        fill="none"
        stroke={solid ? '#fff' : 'currentColor'}
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <circle cx="9" cy="13.2" r="1" fill={solid ? '#fff' : 'currentColor'} />
    </svg>
  );
}
