import { useCallback } from 'react';

/**
 * A callback ref that makes a scroll container reachable by keyboard (tabIndex 0) only while its
 * content overflows, so keyboard users can scroll it and there is no empty tab stop otherwise.
 * It works for elements mounted later (a drawer that opens), and cleans up when they detach.
 */
export function useScrollableFocus<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return undefined;
    const update = () => {
      const overflowing =
        element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
      if (overflowing) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
}
