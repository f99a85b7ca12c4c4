import type { ReactNode } from 'react';
import { DialogShell } from '../shared/DialogShell.tsx';
import styles from './Modal.module.scss?lazy';

export const MODAL_SIZES = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  /** Which kind of content it carries (email capture, covered countries…), for styling hooks. */
  kind?: string;
  /** The close button's name; defaults to 'Close' in the page's language. */
  closeLabel?: string;
  children?: ReactNode;
}

/** A centred modal dialog (WAI-ARIA dialog pattern) used by buttons and links that open one. */
export function Modal({ open, size = 'medium', kind, children, ...dialog }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return (
    <DialogShell
      {...dialog}
      dismissible
      classNames={styles}
      panelAttributes={{ 'data-size': size, 'data-kind': kind }}
    >
      <div className={styles.body}>{children}</div>
    </DialogShell>
  );
}
