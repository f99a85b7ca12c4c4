/**
 * The two hooks islands read state with that the cached HTML could not know (the visitor's, the
 * player's): one module, so a page that hydrates such islands loads them in one chunk.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the server's HTML, true from the next render on. Islands whose
 * stores may already hold a visitor's state when they hydrate render the server's (anonymous)
 * view first, so hydration matches the cached HTML, then the visitor's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A nanostores store's value, re-rendering when it changes: @nanostores/react's `useStore` without
 * its `keys` and `ssr` options, which no island uses. Its `keys` option imports nanostores'
 * `listenKeys` and the deep-map path helpers under it, 550 B gzip in a chunk of their own that a
 * signed-in visitor's first screen and the watch page loaded for nothing.
 *
 * The value is read once per render and kept, as the library does: a computed store nobody
 * listens to yet computes afresh on every read, and React must see the same value each time it
 * asks within a render.
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const snapshot = useRef<Value>(undefined as Value);
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const take = (value: Value) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      take(store.value as Value);
      return store.listen(take);
    },
    [store],
  );
  const read = () => snapshot.current;
  return useSyncExternalStore(subscribe, read, read);
}
