/**
 * The modal player frame (WAI-ARIA dialog): rendered into document.body, a dimmed backdrop around
 * the dialog. It is built on the component library's modal dialog hooks: focus moves to the
 * [data-autofocus] control and Tab stays among the dialog's controls, Escape and a click on the
 * backdrop (outside the dialog) close, the rest of the page is inert and does not scroll, and
 * focus returns to the opener on close. The close says how it came, as the spec's action code:
 * Escape 27, a backdrop click 1, a backdrop touch 0.
 */
import { useRef, type ReactNode } from 'react';
import { ACTION_CODES, pointerActionCode, type ActionCode } from '../../../video/analytics.ts';
import { ModalLayer } from '../../../ui/shared/ModalLayer.tsx';
import styles from './player/Player.module.scss?lazy';

export interface ModalFrameProps {
  label: string;
  onClose: (action: ActionCode) => void;
  children: ReactNode;
  /** While something inside owns Escape (e.g. the full-screen fallback), the modal leaves it alone. */
  escapeDisabled?: boolean;
}

export function ModalFrame({ label, onClose, children, escapeDisabled }: ModalFrameProps) {
  // The backdrop's last press: a touch closes with 0, a mouse or pen with 1.
  const pointer = useRef('mouse');
  return (
    <ModalLayer
      layer={{
        className: styles.backdrop,
        'data-testid': 'video-modal-backdrop',
        onPointerDown: (event) => {
          pointer.current = event.pointerType;
        },
      }}
      dialog={{ className: styles.dialog, 'aria-label': label }}
      initialFocus="[data-autofocus]"
      // In browser full screen, Escape belongs to the browser (it leaves full screen).
      onEscape={
        escapeDisabled
          ? undefined
          : () => {
              if (!document.fullscreenElement) onClose(ACTION_CODES.Escape);
            }
      }
      onOutsideClick={() => onClose(pointerActionCode(pointer.current))}
    >
      {children}
    </ModalLayer>
  );
}
