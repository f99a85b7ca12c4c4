/** When the playing inline player docks to the corner box (spec §4 "Corner box"; option autoReduceSize). */

// The box's size and place (spec §9: 30% wide, 10 px from the corner) are the stylesheet's:
// parts/corner/_corner-box.scss.

export interface DockState {
  /** autoReduceSize is on and the player is inline. */
  enabled: boolean;
  /** Desktop only. */
  desktop: boolean;
  /** The page has scrolled past the player's place. */
  scrolledPast: boolean;
  playing: boolean;
  /** The visitor sent it back to its place (until the place is in view again). */
  dismissed: boolean;
  /** Whether it is docked now. */
  docked: boolean;
}

/**
 * It docks while playing once scrolled past; a docked player paused by the visitor stays docked
 * (it should not jump away under their pointer); it returns when scrolled back, off desktop, or
 * when sent back.
 */
export function shouldDock(state: DockState): boolean {
  if (!state.enabled || !state.desktop || !state.scrolledPast || state.dismissed) return false;
  return state.playing || state.docked;
}
