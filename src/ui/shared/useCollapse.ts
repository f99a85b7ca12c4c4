import { useEffect, useState } from 'react';

/**
 * Keeps a closing region in the DOM for its exit animation, then hides it with the `hidden`
 * attribute so collapsed content is out of the tab order and the accessibility tree.
 * Returns whether the region should carry `hidden` right now.
 */
export function useCollapse(open: boolean, durationMs: number): boolean {
  const [hidden, setHidden] = useState(!open);
  useEffect(() => {
    if (open) {
      setHidden(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setHidden(true), durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs]);
  return hidden && !open;
}
