import { useSyncExternalStore } from 'react';

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
