/** Which spec action code a button activation was: mouse/pen click, touch, or the key that pressed it. */
import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import {
  ACTION_CODES,
  keyActionCode,
  pointerActionCode,
  type ActionCode,
} from '../../../../video/analytics.ts';

/** Remembers the last key pressed inside a control group, to tell Enter from Space on a button click. */
export function createKeyMemory() {
  let lastKey = '';
  return {
    onKeyDown: (event: { key: string }) => {
      lastKey = event.key;
    },
    actionFor(event: MouseEvent): ActionCode {
      // detail 0 means the click came from the keyboard.
      if (event.detail === 0) return keyActionCode(lastKey) ?? ACTION_CODES.Enter;
      const native = event.nativeEvent as Partial<PointerEvent>;
      return pointerActionCode(native.pointerType ?? 'mouse');
    },
  };
}

/** Key memory for the controls inside `ref` (a listener, as the container itself is not interactive). */
export function useKeyMemory(ref: RefObject<HTMLElement | null>) {
  const [memory] = useState(createKeyMemory);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('keydown', memory.onKeyDown);
    return () => element.removeEventListener('keydown', memory.onKeyDown);
  }, [ref, memory]);
  return memory;
}
