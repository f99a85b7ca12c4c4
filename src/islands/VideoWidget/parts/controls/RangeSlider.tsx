/**
 * The range slider for seeking and volume (WAI-ARIA slider pattern): a focusable thumb with
 * role slider, arrow keys stepping 8 px of the track, Home/End, pointer drag, and a tooltip.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { keyActionCode, pointerActionCode, type ActionCode } from '../../../../video/analytics.ts';
import { valueAtPointer, valueForKey, valueToPercent } from '../../../../video/slider.ts';
import styles from '../player/Player.module.scss?lazy';

export interface SliderChange {
  value: number;
  /** False while dragging (a preview), true when the visitor settles on a value. */
  commit: boolean;
  action: ActionCode;
}

export interface RangeSliderProps {
  label: string;
  value: number;
  max: number;
  onChange: (change: SliderChange) => void;
  /** Screen-reader text for the value, e.g. "1:05 of 2:10". */
  valueText?: (value: number) => string;
  /** Tooltip text for a value (e.g. a timecode); no tooltip when absent. */
  tooltip?: (value: number) => string;
  className?: string | undefined;
  /** Marks on the track (percent), e.g. where each chapter starts. */
  markers?: readonly number[] | undefined;
}

/** Slider values to two decimals: small key steps (8 px of a short video) still show a change. */
const ariaNumber = (n: number) => Math.round(n * 100) / 100;

export function RangeSlider({
  label,
  value,
  max,
  onChange,
  valueText,
  tooltip,
  className,
  markers,
}: RangeSliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  /** The last value and action of the current drag, to settle on when the drag is cut short. */
  const lastDrag = useRef<{ value: number; action: ActionCode }>({ value: 0, action: '1' });
  const [hover, setHover] = useState<number | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  const percent = valueToPercent(value, max);

  // The mouse press's default focus change would take focus off the thumb again (a listener, as
  // the track itself is not a control: the thumb is).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    track.addEventListener('mousedown', keepFocus);
    return () => track.removeEventListener('mousedown', keepFocus);
  }, []);

  const pointerValue = (event: PointerEvent) => {
    const rect = trackRef.current?.getBoundingClientRect();
    return rect ? valueAtPointer(event.clientX, rect.left, rect.width, max) : value;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    // The thumb takes focus, so the keyboard continues where the pointer left off.
    thumbRef.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = pointerValue(event);
    lastDrag.current = { value: at, action: pointerActionCode(event.pointerType) };
    onChange({ ...lastDrag.current, commit: false });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = pointerValue(event);
    setHover(at);
    if (!dragging.current) return;
    lastDrag.current = { value: at, action: pointerActionCode(event.pointerType) };
    onChange({ ...lastDrag.current, commit: false });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    onChange({
      value: pointerValue(event),
      commit: true,
      action: pointerActionCode(event.pointerType),
    });
  };
  /** Capture lost or the pointer cancelled without a pointerup: settle on the last value. */
  const endDrag = () => {
    if (!dragging.current) return;
    dragging.current = false;
    onChange({ ...lastDrag.current, commit: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    const next = valueForKey(event.key, value, max, width);
    if (next === undefined) return;
    event.preventDefault();
    onChange({ value: next, commit: true, action: keyActionCode(event.key) ?? '1' });
  };

  const tip =
    tooltip && (hover !== undefined ? tooltip(hover) : focused ? tooltip(value) : undefined);
  const tipPercent = valueToPercent(hover ?? value, max);

  return (
    <div
      ref={trackRef}
      className={[styles.slider, className].filter(Boolean).join(' ')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onPointerLeave={() => setHover(undefined)}
    >
      <div className={styles.sliderFill} style={{ width: `${percent}%` }} />
      {markers?.map((at) => (
        <span
          key={at}
          className={styles.sliderMarker}
          style={{ left: `${at}%` }}
          data-marker=""
          aria-hidden="true"
        />
      ))}
      <div
        ref={thumbRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={ariaNumber(max)}
        aria-valuenow={ariaNumber(value)}
        aria-valuetext={valueText?.(value)}
        aria-orientation="horizontal"
        className={styles.sliderThumb}
        style={{ left: `${percent}%` }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {tip !== undefined && (
        <div className={styles.sliderTooltip} style={{ left: `${tipPercent}%` }} aria-hidden="true">
          {tip}
        </div>
      )}
    </div>
  );
}
