import { useEffect, useRef, type RefObject } from 'react';
import { focusableWithin, trapTabKey } from './focus.ts';

export interface ModalDialogOptions {
  /** While false the hook does nothing (the dialog is not shown). */
  active: boolean;
  /** Escape and clicks outside ask to close; action-required dialogs pass false. */
  dismissible: boolean;
  onRequestClose: () => void;
  /** Element that receives focus on open; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Behaviour shared by every modal surface (drawer, modal): focus moves in on open, Tab is
 * trapped, Escape and outside clicks request a close, the page behind does not scroll,
 * and focus returns to the element that opened it.
 */
export function useModalDialog(
  container: RefObject<HTMLElement | null>,
  options: ModalDialogOptions,
): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.active) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = container.current;
    if (node) {
      const target = latest.current.initialFocus?.current ?? focusableWithin(node)[0] ?? node;
      target.focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      const current = container.current;
      if (!current) return;
      if (event.key === 'Escape') {
        if (latest.current.dismissible) {
          event.preventDefault();
          latest.current.onRequestClose();
        }
        return;
      }
      trapTabKey(event, current);
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const current = container.current;
      if (!current || !latest.current.dismissible) return;
      if (event.target instanceof Node && !current.contains(event.target))
        latest.current.onRequestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.body.style.overflow = previousOverflow;
      // The opener may have been removed meanwhile; then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, [options.active, container]);
}
