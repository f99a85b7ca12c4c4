/**
 * One toggle control for the controller bar (vidstack's toggle-button controller): a button whose
 * pressed state, title and icon follow one boolean. A toggle that shows and hides a panel names
 * the panel (`controls`) and says expanded instead of pressed.
 */
import type { MouseEvent, ReactNode } from 'react';
import styles from '../player/Player.module.scss?lazy';

export interface ToggleButtonProps {
  /** The accessible name; it stays the same in both states. */
  label: string;
  pressed: boolean;
  /** Hover titles for the two states. */
  titles: { pressed: string; unpressed: string };
  icon: ReactNode;
  onToggle: (event: MouseEvent) => void;
  /** The id of the panel the toggle shows: aria-expanded and aria-controls instead of aria-pressed. */
  controls?: string | undefined;
}

export function ToggleButton({
  label,
  pressed,
  titles,
  icon,
  onToggle,
  controls,
}: ToggleButtonProps) {
  const state =
    controls === undefined
      ? { 'aria-pressed': pressed }
      : { 'aria-expanded': pressed, 'aria-controls': controls };
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      {...state}
      title={pressed ? titles.pressed : titles.unpressed}
      onClick={onToggle}
    >
      {icon}
    </button>
  );
}
