import { eventOrigin } from './shadow.ts';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createLayerStack } from './layer-stack.ts';

export interface DismissOptions {
  active: boolean;
  /** Called on Escape; leave out to ignore Escape (action-required dialogs). */
  onEscape?: (() => void) | undefined;
  /** Called on a click outside the surface; leave out to ignore such clicks. */
  onOutsideClick?: (() => void) | undefined;
}

const dismissables = createLayerStack();

/**
 * Dismissal of a dialog surface: Escape, and a click outside it. A click counts as outside only
 * when the press also started outside (pointerdown and click both outside the surface), so a drag
 * that starts inside (a slider, a text selection) and ends outside does not dismiss, and neither
 * does the click that opened the dialog. When dialogs are stacked only the topmost is dismissed.
 */
export function useDismiss(
  surface: RefObject<HTMLElement | null>,
  { active, onEscape, onOutsideClick }: DismissOptions,
): void {
  const handlers = useRef({ onEscape, onOutsideClick });
  handlers.current = { onEscape, onOutsideClick };

  // A layout effect: the listeners are in place when the surface is committed, before the browser
  // paints it. A dialog that opens once its code has loaded renders outside any event, and React
  // runs passive effects only after that paint, so an Escape pressed at once was lost.
  useLayoutEffect(() => {
    if (!active) return undefined;
    const layer = dismissables.push();
    const outside = (target: EventTarget | null) => {
      const node = surface.current;
      return !!node && target instanceof Node && !node.contains(target);
    };
    let pressedOutside = false;

    const onKeyDown = (event: KeyboardEvent) => {
      const handler = handlers.current.onEscape;
      if (event.key !== 'Escape' || !handler || !layer.isTop()) return;
      event.preventDefault();
      handler();
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = layer.isTop() && outside(eventOrigin(event));
    };
    const onClick = (event: MouseEvent) => {
      const pressed = pressedOutside;
      pressedOutside = false;
      const handler = handlers.current.onOutsideClick;
      if (pressed && handler && layer.isTop() && outside(eventOrigin(event))) handler();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
      layer.remove();
    };
  }, [active, surface]);
}
