import { useId, type CSSProperties, type ReactNode } from 'react';
import { useLocale } from './locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';
import { cx } from './cx.ts';
import { DialogCloseButton } from './DialogCloseButton.tsx';
import { ModalLayer } from './ModalLayer.tsx';
import styles from './DialogShell.module.scss?lazy';

export interface DialogShellProps {
  /** Names the dialog (aria-labelledby) and shows as its heading. */
  title: string;
  hideTitle?: boolean | undefined;
  /** The close button's name; defaults to 'Close' in the page's language. */
  closeLabel?: string | undefined;
  /** The close button was pressed, or (when dismissible) Escape or a click outside the panel. */
  onClose: () => void;
  /** Escape and outside clicks close; false for action-required dialogs. */
  dismissible: boolean;
  /** The component's CSS module: root, backdrop, panel, and extras for header and title. */
  classNames: Partial<Record<'root' | 'backdrop' | 'panel' | 'header' | 'title', string>>;
  /** Extra class of the panel. */
  className?: string | undefined;
  /** data-state of the root (drawers animate on it). */
  state?: 'open' | 'closed' | undefined;
  panelAttributes?: Record<`data-${string}`, string | boolean | undefined> | undefined;
  panelStyle?: CSSProperties | undefined;
  children?: ReactNode;
}

/**
 * The library's dialog (Modal, Drawer): a backdrop and a panel named by its heading, with a
 * close button, on the shared modal layer.
 */
export function DialogShell({
  title,
  hideTitle = false,
  closeLabel,
  onClose,
  dismissible,
  classNames,
  className,
  state,
  panelAttributes,
  panelStyle,
  children,
}: DialogShellProps) {
  const locale = useLocale();
  const titleId = useId();
  const dismiss = dismissible ? onClose : undefined;
  return (
    <ModalLayer
      layer={{ className: classNames.root, 'data-state': state }}
      backdrop={<div className={classNames.backdrop} aria-hidden="true" />}
      dialog={{
        ...panelAttributes,
        'aria-labelledby': titleId,
        className: cx(classNames.panel, className),
        style: panelStyle,
      }}
      onEscape={dismiss}
      onOutsideClick={dismiss}
    >
      <div className={cx(styles.header, classNames.header)}>
        <h2
          id={titleId}
          className={cx(styles.title, classNames.title, hideTitle && 'visually-hidden')}
        >
          {title}
        </h2>
        <DialogCloseButton label={closeLabel ?? uiText(locale).close} onClick={onClose} />
      </div>
      {children}
    </ModalLayer>
  );
}
