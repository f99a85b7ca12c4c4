import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/**
 * Stops the page scrolling: `overflow: hidden` on <html>, the one element every dialog locks.
 * The first lock saves the previous inline value and the last unlock restores it, so nested
 * dialogs may open and close in any order.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) root.style.overflow = previousOverflow;
  };
}

/** While active the page does not scroll. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
