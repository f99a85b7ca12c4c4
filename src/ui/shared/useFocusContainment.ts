import { useEffect, useRef, type RefObject } from 'react';
import { createLayerStack } from './layer-stack.ts';
import { focusableWithin, trapTabKey } from './focus.ts';

/** An element, or a selector looked up inside the container. */
export type InitialFocus = RefObject<HTMLElement | null> | string;

export interface FocusContainmentOptions {
  active: boolean;
  /** Receives focus on activation; defaults to the first focusable element, then the container. */
  initialFocus?: InitialFocus | undefined;
}

const traps = createLayerStack();

function resolve(container: HTMLElement, initial: InitialFocus | undefined): HTMLElement | null {
  if (initial === undefined) return null;
  if (typeof initial === 'string') return container.querySelector<HTMLElement>(initial);
  return initial.current;
}

/**
 * Focus containment (WAI-ARIA dialog pattern): on activation focus moves inside the container;
 * while active, Tab and Shift+Tab wrap around inside it. When dialogs are stacked only the
 * topmost traps Tab.
 */
export function useFocusContainment(
  container: RefObject<HTMLElement | null>,
  { active, initialFocus }: FocusContainmentOptions,
): void {
  const initial = useRef(initialFocus);
  initial.current = initialFocus;

  useEffect(() => {
    const node = container.current;
    if (!active || !node) return undefined;
    const layer = traps.push();
    (resolve(node, initial.current) ?? focusableWithin(node)[0] ?? node).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const current = container.current;
      if (current && layer.isTop()) trapTabKey(event, current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      layer.remove();
    };
  }, [active, container]);
}
