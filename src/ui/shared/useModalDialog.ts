import type { RefObject } from 'react';
import { useDismiss } from './useDismiss.ts';
import { useFocusContainment, type InitialFocus } from './useFocusContainment.ts';
import { useInertOutside } from './useInertOutside.ts';
import { useReturnFocus } from './useReturnFocus.ts';
import { useScrollLock } from './useScrollLock.ts';

export interface ModalDialogOptions {
  /** While false nothing happens (the dialog is not shown). */
  active: boolean;
  /** The element with role="dialog": focus stays in it, clicks outside it dismiss. */
  surface: RefObject<HTMLElement | null>;
  /** The dialog's outermost element (backdrop included): everything outside it becomes inert. */
  layer: RefObject<HTMLElement | null>;
  /** Escape closes; leave out to ignore Escape. */
  onEscape?: (() => void) | undefined;
  /** A click outside the surface closes; leave out to ignore such clicks. */
  onOutsideClick?: (() => void) | undefined;
  initialFocus?: InitialFocus | undefined;
}

/**
 * The modal dialog behaviour every dialog of the site shares (Modal, Drawer, the video modal),
 * assembled like Radix's Dialog: the page behind is inert and does not scroll, focus moves in and
 * stays in, Escape and outside clicks dismiss (each optional), focus returns to the opener.
 *
 * Order matters: the page is made live again (useInertOutside's cleanup) before focus is given
 * back to the opener (useReturnFocus's cleanup), since an inert element cannot take focus.
 */
export function useModalDialog({
  active,
  surface,
  layer,
  onEscape,
  onOutsideClick,
  initialFocus,
}: ModalDialogOptions): void {
  useInertOutside(layer, active);
  useScrollLock(active);
  useReturnFocus(active);
  useFocusContainment(surface, { active, initialFocus });
  useDismiss(surface, { active, onEscape, onOutsideClick });
}
