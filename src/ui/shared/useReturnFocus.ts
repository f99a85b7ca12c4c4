import { deepActiveElement } from './shadow.ts';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Returns focus to the element that had it when `active` became true (the opener), once `active`
 * turns false or the component unmounts, if that element is still in the document.
 *
 * The opener is read in a layout effect, before any passive effect moves focus into the dialog or
 * makes the page inert; focus is given back in a passive cleanup, so a hook declared before this
 * one (useInertOutside) has made the page live again by then.
 */
export function useReturnFocus(active: boolean): void {
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!active) return;
    const current = deepActiveElement();
    opener.current = current instanceof HTMLElement && current !== document.body ? current : null;
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    return () => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) element.focus();
    };
  }, [active]);
}
