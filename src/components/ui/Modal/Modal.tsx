import type { ReactNode } from 'react';
import { DialogShell } from '../shared/DialogShell.tsx';
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
  if (!open || typeof document === 'undefined') return null;
  return (
    <DialogShell
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      onEscape={onClose}
      onOutsideClick={onClose}
      classes={{ root: styles.root, backdrop: styles.backdrop, panel: styles.panel }}
      panelAttributes={{ 'data-size': size, 'data-kind': kind }}
    >
      <div className={styles.body}>{children}</div>
    </DialogShell>
  );
}
