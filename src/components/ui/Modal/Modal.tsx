import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../shared/cx.ts';
import { DialogCloseButton } from '../shared/DialogCloseButton.tsx';
import { useModalDialog } from '../shared/useModalDialog.ts';
import styles from './Modal.module.scss';

export const MODAL_SIZES = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  /** Which kind of content it carries (email capture, covered countries…), for styling hooks. */
  kind?: string;
  closeLabel?: string;
  children?: ReactNode;
}

/** A centred modal dialog (WAI-ARIA dialog pattern) used by buttons and links that open one. */
export function Modal({
  open,
  onClose,
  title,
  size = 'medium',
  kind,
  closeLabel = 'Close',
  children,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(panel, { active: open, dismissible: true, onRequestClose: onClose });

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel)}
        data-size={size}
        data-kind={kind}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <DialogCloseButton label={closeLabel} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
