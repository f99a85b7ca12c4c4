/**
 * The modal player frame (WAI-ARIA dialog): rendered into document.body, a dimmed backdrop that
 * closes on click, Escape closes, Tab stays among the dialog's controls. While open, the rest of
 * the page is inert and does not scroll.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from '../VideoWidget.module.scss';

const TABBABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalFrameProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  /** While something inside owns Escape (e.g. the full-screen fallback), the modal leaves it alone. */
  escapeDisabled?: boolean;
}

/** The element Tab should move to, or undefined to let the browser move focus. */
export function trapTarget(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return undefined;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return undefined;
}

export function ModalFrame({ label, onClose, children, escapeDisabled }: ModalFrameProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  // Keyboard: Escape closes (unless full screen owns it), Tab cycles inside the dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !escapeDisabled && !document.fullscreenElement) {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const items = [...dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (el) => !el.closest('[hidden]') && el.getAttribute('aria-hidden') !== 'true',
      );
      const target = trapTarget(items, document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, escapeDisabled]);

  // A click on the dimmed area closes; it is a pointer shortcut for Escape and the close button.
  // Only a press that also started there counts: a drag (e.g. on the seek slider) that ends
  // over the backdrop produces a click on it, and must not close the player.
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop) return;
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === backdrop;
    };
    const onClick = (event: MouseEvent) => {
      const close = pressedOnBackdrop && event.target === backdrop;
      pressedOnBackdrop = false;
      if (close) onClose();
    };
    backdrop.addEventListener('pointerdown', onPointerDown);
    backdrop.addEventListener('click', onClick);
    return () => {
      backdrop.removeEventListener('pointerdown', onPointerDown);
      backdrop.removeEventListener('click', onClick);
    };
  }, [onClose]);

  // The page behind is inert (no focus, no clicks, hidden from assistive technology) and does not
  // scroll; both are restored as they were on close.
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop) return;
    const madeInert = [...document.body.children].filter(
      (child) => child !== backdrop && !child.hasAttribute('inert'),
    );
    for (const child of madeInert) child.setAttribute('inert', '');
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      for (const child of madeInert) child.removeAttribute('inert');
      root.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop} data-testid="video-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.dialog}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
