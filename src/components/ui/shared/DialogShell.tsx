import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx.ts';
import { DialogCloseButton } from './DialogCloseButton.tsx';
import { useModalDialog } from './useModalDialog.ts';
import styles from './DialogShell.module.scss';

type DataAttributes = Record<`data-${string}`, string | boolean | undefined>;

export interface DialogShellProps {
  /** Names the dialog (aria-labelledby) and shows as its heading. */
  title: string;
  hideTitle?: boolean | undefined;
  closeLabel: string;
  /** The close button was pressed. */
  onClose: () => void;
  /** Escape closes; leave out to ignore Escape. */
  onEscape?: (() => void) | undefined;
  /** A click outside the panel closes; leave out to ignore such clicks. */
  onOutsideClick?: (() => void) | undefined;
  /** Class names of the layer (root), its backdrop, the panel, and header extras. */
  classes: {
    root: string | undefined;
    backdrop: string | undefined;
    panel: string | undefined;
    header?: string | undefined;
    title?: string | undefined;
  };
  /** data-state of the root (drawers animate on it). */
  state?: 'open' | 'closed' | undefined;
  panelAttributes?: DataAttributes | undefined;
  panelStyle?: CSSProperties | undefined;
  children?: ReactNode;
}

/**
 * The markup and behaviour shared by the library's modal dialogs (Modal, Drawer): rendered into
 * <body>, a backdrop, and a labelled panel (role="dialog", aria-modal) with a heading and a close
 * button, on the shared modal dialog hooks.
 */
export function DialogShell({
  title,
  hideTitle = false,
  closeLabel,
  onClose,
  onEscape,
  onOutsideClick,
  classes,
  state,
  panelAttributes,
  panelStyle,
  children,
}: DialogShellProps) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog({ active: true, surface: panel, layer, onEscape, onOutsideClick });

  return createPortal(
    <div ref={layer} className={classes.root} data-state={state}>
      <div className={classes.backdrop} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classes.panel}
        style={panelStyle}
        {...panelAttributes}
      >
        <div className={cx(styles.header, classes.header)}>
          <h2
            id={titleId}
            className={cx(styles.title, classes.title, hideTitle && 'visually-hidden')}
          >
            {title}
          </h2>
          <DialogCloseButton label={closeLabel} onClick={onClose} />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
