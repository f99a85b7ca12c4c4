import { useContext, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { InitialFocus } from './useFocusContainment.ts';
import { useModalDialog } from './useModalDialog.ts';
import { PortalTarget } from './shadow.ts';

type DivAttributes = HTMLAttributes<HTMLDivElement> & {
  [data: `data-${string}`]: string | boolean | undefined;
};

export interface ModalLayerProps {
  /** The outermost element, rendered into <body> over the page; everything else becomes inert. */
  layer?: DivAttributes | undefined;
  /** Attributes of the dialog surface (name it with aria-label or aria-labelledby). */
  dialog: DivAttributes;
  /** Rendered in the layer before the dialog (a backdrop beside it, if the layer is not one). */
  backdrop?: ReactNode;
  /** Escape closes; leave out to ignore Escape. */
  onEscape?: (() => void) | undefined;
  /** A click outside the dialog surface closes; leave out to ignore such clicks. */
  onOutsideClick?: (() => void) | undefined;
  initialFocus?: InitialFocus | undefined;
  children?: ReactNode;
}

/**
 * The one modal dialog element of the site (Modal, Drawer and the video player's modal frame):
 * a layer rendered into <body> holding an element with role="dialog" and aria-modal, on the
 * shared modal dialog behaviour (useModalDialog).
 */
export function ModalLayer({
  layer,
  dialog,
  backdrop,
  onEscape,
  onOutsideClick,
  initialFocus,
  children,
}: ModalLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const target = useContext(PortalTarget);
  const surfaceRef = useRef<HTMLDivElement>(null);
  useModalDialog({
    active: true,
    layer: layerRef,
    surface: surfaceRef,
    onEscape,
    onOutsideClick,
    initialFocus,
  });

  return createPortal(
    <div {...layer} ref={layerRef}>
      {backdrop}
      <div {...dialog} ref={surfaceRef} role="dialog" aria-modal="true" tabIndex={-1}>
        {children}
      </div>
    </div>,
    target?.() ?? document.body,
  );
}
