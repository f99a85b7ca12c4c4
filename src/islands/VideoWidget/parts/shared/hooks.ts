/** Small browser hooks the player uses: element and window width, idle detection, touch detection. */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width, kept current with ResizeObserver. Measured before the first paint
 * (a layout effect), so a tile sized by its width never paints at `initial` first and then shifts.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial = 854): number {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width || initial);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, initial]);
  return width;
}

/** The window's inner width, kept current on resize (`initial` before mount and outside a browser). */
export function useWindowWidth(initial = 1280): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** True after `ms` without pointer, key or touch activity inside the element while `active`. */
export function useIdle(ref: RefObject<HTMLElement | null>, ms: number, active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) {
      setIdle(false);
      return;
    }
    let timer = setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    for (const name of events) element.addEventListener(name, wake);
    return () => {
      clearTimeout(timer);
      for (const name of events) element.removeEventListener(name, wake);
    };
  }, [ref, ms, active]);
  return idle;
}

export function isTouchDevice(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(hover: none) and (pointer: coarse)').matches === true
  );
}
